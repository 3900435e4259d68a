// The shape of a project and the limits firestore.rules enforces too (validProject() there).
export const CATEGORIES = ['technology', 'healthcare', 'education', 'sustainability', 'finance'] as const;
export type Category = (typeof CATEGORIES)[number];
export const DEFAULT_CATEGORY: Category = 'technology';

export const LIMITS = {
  title: 120,
  description: 2000,
  longText: 5000,
  url: 2048,
  goalMax: 100_000_000,
  searchTokens: 400,
  /** Longest search token (firestore.rules validSearchTokens holds the same bound). */
  searchToken: 20,
  reviewNote: 1000,
} as const;

export const PAGE_SIZE = 12;

/** A campaign's length in whole days (the create form's Campaign Length); firestore.rules holds the same bounds. */
export const CAMPAIGN_DAYS = { min: 1, max: 90, default: 30 } as const;
/** The admin's one-time extension, in days. */
export const MAX_EXTENSION_DAYS = 30;

/** approved is true exactly when status is 'approved'. A closed project took money and stays, hidden from browse. */
export type ProjectStatus = 'pending' | 'approved' | 'changes_requested' | 'closed';
export const PROJECT_STATUSES: readonly ProjectStatus[] = ['pending', 'approved', 'changes_requested', 'closed'];

export type ProjectContent = {
  title: string;
  description: string;
  goal: number;
  category: Category;
  imageUrl: string;
  videoUrl: string;
  businessPlan: string;
  teamInfo: string;
  risks: string;
  durationDays: number;
};

export type Project = ProjectContent & {
  id: string;
  createdBy: string;
  creatorId: string;
  approved: boolean;
  status: ProjectStatus;
  raised: number;
  updates: string[];
  createdAt: Date | null;
  updatedAt: Date | null;
  lastUpdatedBy: string;
  bookmarked: boolean;
  /** Fixed at approval: approval time + durationDays (+ extensionDays). Null until approved. */
  endsAt: Date | null;
  extensionDays: number;
  /** Active investments. */
  backerCount: number;
  /** raised / goal, kept in step by the rules, for "Closest to goal". */
  fundedRatio: number;
  /** How many times the admin sent it back with changes requested. */
  reviewCount: number;
  closedAt: Date | null;
  /** It ever took an investment (lastInvestmentId is set): it can be closed, never deleted. */
  tookMoney: boolean;
};

/** What a project card shows, read from its card document (project-card.ts) or from the project. */
export type ProjectSummary = Pick<
  Project,
  | 'id'
  | 'title'
  | 'description'
  | 'goal'
  | 'category'
  | 'imageUrl'
  | 'createdBy'
  | 'creatorId'
  | 'approved'
  | 'status'
  | 'raised'
  | 'createdAt'
  | 'bookmarked'
  | 'durationDays'
  | 'endsAt'
  | 'extensionDays'
  | 'backerCount'
  | 'fundedRatio'
  | 'reviewCount'
  | 'closedAt'
  | 'tookMoney'
>;

export const isCategory = (value: unknown): value is Category => (CATEGORIES as readonly unknown[]).includes(value);

const MAX_TOKEN = LIMITS.searchToken;

/** Lower-case words of any script and digits. */
export function words(text: string): string[] {
  return text.toLowerCase().normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * What a search matches on, stored on the project when it is written: every word of the title,
 * description and creator (cut to 20 characters), and every prefix of those words from two letters
 * on. Title words come
 * first so they survive the cap.
 */
export function searchTokens(...texts: string[]): string[] {
  const tokens = new Set<string>();
  for (const word of texts.flatMap(words)) {
    if (tokens.size >= LIMITS.searchTokens) break;
    const letters = Array.from(word); // code points, so a token never ends inside a surrogate pair
    tokens.add(letters.slice(0, MAX_TOKEN).join(''));
    for (let end = 2; end < Math.min(letters.length, MAX_TOKEN); end++) tokens.add(letters.slice(0, end).join(''));
  }
  return [...tokens].slice(0, LIMITS.searchTokens);
}

/** The search box's words, longest first: one goes to Firestore (the rarest, or the longest), the rest filter the results. */
export function searchTerms(query: string): string[] {
  return [...new Set(words(query).map((word) => Array.from(word).slice(0, MAX_TOKEN).join('')))].sort((a, b) => b.length - a.length);
}

/** A word of one letter: the stored tokens hold no one-letter prefixes, so it is no word to query by. */
export const isOneLetter = (term: string) => Array.from(term).length === 1;

/**
 * Whether a project holds every word as a prefix of one of its words. A word of two letters or more
 * is one of its stored tokens, as Firestore matches it; a word of one letter starts one of them.
 */
export function matchesTerms(project: Pick<Project, 'title' | 'description' | 'createdBy'>, terms: string[]): boolean {
  if (terms.length === 0) return true;
  const own = searchTokens(project.title, project.description, project.createdBy);
  return terms.every((term) => (isOneLetter(term) ? own.some((token) => token.startsWith(term)) : own.includes(term)));
}

export type Creator = { uid: string; email: string };

/** The fields a new project starts with (spec section 3), apart from its timestamps. */
export function newProjectFields(content: ProjectContent, creator: Creator) {
  return {
    ...content,
    createdBy: creator.email,
    creatorId: creator.uid,
    lastUpdatedBy: creator.email,
    approved: false,
    status: 'pending' as ProjectStatus,
    raised: 0,
    updates: [] as string[],
    bookmarked: false,
    endsAt: null,
    extensionDays: 0,
    backerCount: 0,
    fundedRatio: 0,
    reviewCount: 0,
    searchTokens: searchTokens(content.title, content.description, creator.email),
  };
}
