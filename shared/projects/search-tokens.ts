// What a search matches on: the project's search tokens, written by the server whenever the title,
// description or founder's name changes (functions/src/search), and read by the app's
// search (src/features/campaigns/api/project-list) and the demo seed, which writes them as the server would.

/** At most this many tokens a project, each at most this long (letters or digits). */
export const SEARCH_TOKEN_LIMITS = { count: 400, length: 20 } as const;

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
 * Every word of the texts (cut to 20 characters), and every prefix of those words from two letters
 * on. The first text's words come first, so they survive the cap.
 */
export function searchTokens(...texts: string[]): string[] {
  const tokens = new Set<string>();
  for (const word of texts.flatMap(words)) {
    if (tokens.size >= SEARCH_TOKEN_LIMITS.count) break;
    const letters = Array.from(word); // code points, so a token never ends inside a surrogate pair
    tokens.add(letters.slice(0, SEARCH_TOKEN_LIMITS.length).join(''));
    for (let end = 2; end < Math.min(letters.length, SEARCH_TOKEN_LIMITS.length); end++) tokens.add(letters.slice(0, end).join(''));
  }
  return [...tokens].slice(0, SEARCH_TOKEN_LIMITS.count);
}

/** What a search matches: title, description and the founder's public name, never an e-mail address. */
export type Searched = { title: string; description: string; creatorName: string };

/** A project's search tokens. */
export const projectSearchTokens = ({ title, description, creatorName }: Searched) => searchTokens(title, description, creatorName);
