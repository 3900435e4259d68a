// users/{uid}: its limits, for the schema and the read table alike (neither imports the other's values).
export const USER_LIMITS = { name: 120, phoneNumber: 40 } as const;
