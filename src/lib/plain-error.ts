// What went wrong, in words a member understands. Firestore's own messages are for developers (a
// refused read says "Request failed with error: false for 'list' @ L372"), so an error that carries
// one of Firestore's codes is described by its code, never by its message. An error the
// app raised itself already says what happened in words, and keeps them.

/** The words for each Firestore error code a read or write can end with; the rest are DEFAULT_WORDS. */
const WORDS: Record<string, string> = {
  'permission-denied': 'You do not have access to this. If you were signed out, sign in and try again.',
  unauthenticated: 'You do not have access to this. If you were signed out, sign in and try again.',
  unavailable: 'The server could not be reached. Check your connection and try again.',
  // Firestore Lite's code for a request that never got an answer (fetch failed: offline, a dropped connection).
  unknown: 'The server could not be reached. Check your connection and try again.',
  'deadline-exceeded': 'The server took too long to answer. Check your connection and try again.',
  cancelled: 'The request was interrupted. Try again.',
  'resource-exhausted': 'The server is busy right now. Wait a moment and try again.',
  'not-found': 'It could not be found. It may have been removed.',
  aborted: 'Someone changed it at the same moment. Try again.',
};
const DEFAULT_WORDS = 'Something went wrong on our side. Try again in a moment.';

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : undefined;

/** What happened, in plain words: by its Firestore code when it has one, else the app's own message. */
export function plainErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (code !== undefined) return WORDS[code.replace(/^firestore\//, '')] ?? DEFAULT_WORDS;
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return WORDS.unavailable; // the network, not the app
  if (error instanceof Error && error.message.trim()) return error.message;
  return DEFAULT_WORDS;
}
