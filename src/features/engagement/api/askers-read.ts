// The question limits and asker roles, without the schema library (the project page reads them).
/** One question a minute and 20 a rolling day per member and project; firestore.rules (askers) enforce the same. */
export const QUESTION_LIMITS = { cooldownMs: 60_000, perDay: 20, dayMs: 24 * 3_600_000 } as const;

/**
 * What the asker was to the project when they asked, as the rules decided it. Member comes first: a
 * missing or unknown value reads as the first option (readDoc), and a badge must never read as more
 * than the rules granted.
 */
export const ASKER_ROLES = ['member', 'investor', 'founder'] as const;
export type AskerRole = (typeof ASKER_ROLES)[number];
