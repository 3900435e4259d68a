// The member's asker key comes from the server (functions/src/members/asker-key.ts): the rules refuse
// any browser's write of it, so nobody can take another member's. Called only before a first
// question, with the Functions SDK loaded then, so no screen downloads it to show itself.
import { ASKER_KEY_FUNCTION, type AskerKeyResult } from '@shared/members/asker-key-call';
import { plainErrorMessage } from '@/lib/plain-error';

/** The SDK's codes for a call that got no answer ('internal' too: offline, a dropped connection). */
const NO_ANSWER_CODES = ['functions/unavailable', 'functions/deadline-exceeded', 'functions/internal'];

/** Why the key could not be had, in plain words: the server's sentence, else what kind of failure it was. */
export function askerKeyFailure(error: unknown): Error {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: { sentence?: unknown } };
  if (typeof details?.sentence === 'string' && details.sentence) return new Error(details.sentence);
  return new Error(plainErrorMessage({ code: NO_ANSWER_CODES.includes(String(code)) ? 'unavailable' : 'internal' }));
}

/** The signed-in member's asker key: the one they hold, or one the server gives them now (once). */
export async function callAskerKey(): Promise<string> {
  const [{ httpsCallable }, { functions }] = await Promise.all([import('firebase/functions'), import('@/lib/firebase-functions')]);
  try {
    return (await httpsCallable<Record<string, never>, AskerKeyResult>(functions, ASKER_KEY_FUNCTION)({})).data.askerKey;
  } catch (error) {
    throw askerKeyFailure(error);
  }
}
