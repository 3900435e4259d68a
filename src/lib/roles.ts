/** The roles a profile can hold. Kept apart from the policies so schemas (and the seed, outside Vite) need no admin address. */
export const ROLES = ['admin', 'entrepreneur', 'investor'] as const;
export type Role = (typeof ROLES)[number];
