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
export function matchesTerms(project: Pick<Project, 'title' | 'description' | 'creatorName' | 'createdBy'>, terms: string[]): boolean {
  if (terms.length === 0) return true;
  const own = searchTokens(...searchedTexts(project.title, project.description, project.creatorName, project.createdBy));
  return terms.every((term) => (isOneLetter(term) ? own.some((token) => token.startsWith(term)) : own.includes(term)));
}

/** What a search matches: title, description and creator (their public name, and for signed-in searchers their e-mail). */
export const searchedTexts = (title: string, description: string, creatorName: string, creatorEmail: string) => [
  title,
  description,
  creatorName,
  creatorEmail,
];

/** The founder: their account, and their public name (their profile's, trimmed), which cards show. */
export type Creator = { uid: string; email: string; name: string };

/** The fields a new project starts with (spec section 3), apart from its timestamps. */
export function newProjectFields(content: ProjectContent, creator: Creator) {
  return {
    ...content,
    createdBy: creator.email,
    creatorName: creator.name,
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
    searchTokens: searchTokens(...searchedTexts(content.title, content.description, creator.name, creator.email)),
  };
}
