// The admin's address, for the server (functions/src/admin): the same as firestore.rules' adminEmail(),
// which the app reads at build time (tests/unit/admin-account.test.ts holds the two equal).
export const ADMIN_EMAIL = 'admin@startfund.com';

/** Admin power comes from a verified address on the sign-in token, compared in lower case (firestore.rules isAdmin). */
export const isAdminToken = (token: { email?: unknown; email_verified?: unknown }) =>
  token.email_verified === true && typeof token.email === 'string' && token.email.toLowerCase() === ADMIN_EMAIL.toLowerCase();
