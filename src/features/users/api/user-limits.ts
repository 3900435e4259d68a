// users/{uid}: its limits, for the schema and the read table alike (neither imports the other's values).
// The name's limit is DISPLAY_NAME_MAX (src/lib/display-name.ts), with the rest of what a name may be.
export const USER_LIMITS = { phoneNumber: 40 } as const;
