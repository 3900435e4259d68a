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
} as const;

export const PAGE_SIZE = 12;

/** A campaign's length in whole days (the create form's Campaign Length); firestore.rules holds the same bounds. */
export const CAMPAIGN_DAYS = { min: 1, max: 90, default: 30 } as const;
/** The admin's one-time extension, in days. */
export const MAX_EXTENSION_DAYS = 30;

export type ProjectStatus = 'pending' | 'approved';

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
};

export const isCategory = (value: unknown): value is Category => (CATEGORIES as readonly unknown[]).includes(value);

const MAX_PREFIX = 20;

/** Lower-case words of any script and digits. */
export function words(text: string): string[] {
  return text.toLowerCase().normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * What a search matches on, stored on the project when it is written: every word of the title,
 * description and creator, and every prefix of those words from two letters on. Title words come
 * first so they survive the cap.
 */
export function searchTokens(...texts: string[]): string[] {
  const tokens = new Set<string>();
  for (const word of texts.flatMap(words)) {
    if (tokens.size >= LIMITS.searchTokens) break;
    tokens.add(word.slice(0, MAX_PREFIX * 2));
    for (let end = 2; end < Math.min(word.length, MAX_PREFIX); end++) tokens.add(word.slice(0, end));
  }
  return [...tokens].slice(0, LIMITS.searchTokens);
}

/** The search box's words, longest first: the longest goes to Firestore, the rest filter the results. */
export function searchTerms(query: string): string[] {
  return [...new Set(words(query).map((word) => word.slice(0, MAX_PREFIX * 2)))].sort((a, b) => b.length - a.length);
}

export function matchesTerms(project: Pick<Project, 'title' | 'description' | 'createdBy'>, terms: string[]): boolean {
  if (terms.length === 0) return true;
  const own = searchTokens(project.title, project.description, project.createdBy);
  return terms.every((term) => own.includes(term));
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
    searchTokens: searchTokens(content.title, content.description, creator.email),
  };
}
