// How often a founder may post campaign updates on one project, for the app's form, the server's edit
// notices (functions/src/edits) and the rules (firestore.rules posters), which state the same numbers.

/** One campaign update a minute and 10 a rolling day per project, for its founder. */
export const UPDATE_LIMITS = { cooldownMs: 60_000, perDay: 10 } as const;
