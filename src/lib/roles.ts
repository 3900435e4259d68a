// The roles, apart from the policies so that the schemas (and the seed, in Node) import them without the app's build-time config.
export const ROLES = ['admin', 'entrepreneur', 'investor'] as const;
export type Role = (typeof ROLES)[number];
/** A role a user may pick for themselves. Admin comes only from the verified admin address. */
export type SelfChosenRole = Exclude<Role, 'admin'>;
