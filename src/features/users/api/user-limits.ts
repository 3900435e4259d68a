// users/{uid} and profiles/{uid}: their limits, for the schemas, the forms and the read tables alike.
// The name's limit is DISPLAY_NAME_MAX (shared/members/display-name.ts), with the rest of what a name may be.
// firestore.rules states the same numbers (validPhoneNumber, validProfileFields); the schema drift test compares them.
export const USER_LIMITS = { phoneNumber: 40, phoneDigitsMin: 7, phoneDigitsMax: 20, bio: 280 } as const;
