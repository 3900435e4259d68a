// The numbers and lists of project-schema.ts, apart so that the build's own plugins (which read the
// list filter) import them without zod or Firebase. Change a limit here and its rule in firestore.rules.
import { URL_MAX } from '@shared/safe-url';
import { SEARCH_TOKEN_LIMITS } from '@shared/projects/search-tokens';
import { REVIEW_NOTE_MAX } from '@shared/admin/admin-calls';

export const CATEGORIES = ['technology', 'healthcare', 'education', 'sustainability', 'finance'] as const;
/** approved is true exactly when status is 'approved'. A closed project took money and stays, hidden from browse. */
export const PROJECT_STATUSES = ['pending', 'approved', 'changes_requested', 'closed'] as const;

export const LIMITS = {
  title: 120,
  description: 2000,
  longText: 5000,
  url: URL_MAX,
  goalMax: 100_000_000,
  searchTokens: SEARCH_TOKEN_LIMITS.count,
  /** Longest search token. */
  searchToken: SEARCH_TOKEN_LIMITS.length,
  reviewNote: REVIEW_NOTE_MAX,
} as const;

/** 5 new projects in a rolling day per founder, no cooldown; firestore.rules (creatorLimits) enforce the same. */
export const NEW_PROJECT_LIMITS = { cooldownMs: 0, perDay: 5 } as const;

export const isCategory = (value: unknown): value is (typeof CATEGORIES)[number] => (CATEGORIES as readonly unknown[]).includes(value);
