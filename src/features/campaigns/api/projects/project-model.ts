// Search tokens and the shape helpers of a project. The shape itself and its limits live in
// project-schema.ts, project-read.ts and project-limits.ts.
import { LIMITS } from './project-limits';
import type { Project, ProjectStatus } from './project-read';
import type { ProjectContent } from './project-schema';

export const PAGE_SIZE = 12;

const MAX_TOKEN = LIMITS.searchToken;

/** Lower-case words of any script and digits. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
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
export function matchesTerms(project: Pick<Project, 'title' | 'description' | 'creatorName'>, terms: string[]): boolean {
  if (terms.length === 0) return true;
  const own = searchTokens(...searchedTexts(project.title, project.description, project.creatorName));
  return terms.every((term) => (isOneLetter(term) ? own.some((token) => token.startsWith(term)) : own.includes(term)));
}

/**
 * What a search matches: title, description and the creator's public name. Never an e-mail address
 * (issue 33): the tokens are on the project, which guests and every member read.
 */
export const searchedTexts = (title: string, description: string, creatorName: string) => [title, description, creatorName];

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
    searchTokens: searchTokens(...searchedTexts(content.title, content.description, creator.name)),
  };
}

/** projects/{id}/private/founder, written with the project: the one place its founder's address is kept. */
export const founderFields = (creator: Pick<Creator, 'email'>) => ({ email: creator.email });
