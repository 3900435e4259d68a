// The constants firestore.rules holds, read from there at build time (scripts/vite/read-rules-constants.ts).
/** The admin's address. Change it in firestore.rules (`function adminEmail()`); the build reads it from there. */
export const ADMIN_EMAIL: string = __ADMIN_EMAIL__;
