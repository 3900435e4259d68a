// The search box's terms and the shape helpers of a project (its search tokens are the server's:
// shared/projects/search-tokens.ts). The shape itself and its limits live in project-schema.ts,
// project-read.ts and project-limits.ts.
import { projectSearchTokens, SEARCH_TOKEN_LIMITS, words } from '@shared/projects/search-tokens';
import type { Project, ProjectStatus } from './project-read';
import type { ProjectContent } from './project-schema';

export const PAGE_SIZE = 12;

const MAX_TOKEN = SEARCH_TOKEN_LIMITS.length;

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
export function matchesTerms(project: Pick<Project, 'title' | 'description' | 'creatorName'>, terms: string[]): boolean {
  if (terms.length === 0) return true;
  const own = projectSearchTokens(project);
  return terms.every((term) => (isOneLetter(term) ? own.some((token) => token.startsWith(term)) : own.includes(term)));
}

/** The founder: their account (the e-mail goes to private/founder only), and their public name (their profile's, trimmed), which cards show. */
export type Creator = { uid: string; email: string; name: string };

/**
 * The fields a new project starts with (spec section 3), apart from its timestamps. Not the spec's
 * createdBy and lastUpdatedBy (the founder's e-mail address): the founder is creatorId and creatorName,
 * and the address is in private/founder (founderFields).
 */
export function newProjectFields(content: ProjectContent, creator: Creator) {
  return {
    ...content,
    creatorName: creator.name,
    creatorId: creator.uid,
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
  };
}

/** projects/{id}/private/founder, written with the project: the one place its founder's address is kept. */
export const founderFields = (creator: Pick<Creator, 'email'>) => ({ email: creator.email });
