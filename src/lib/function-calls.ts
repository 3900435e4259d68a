// A call to one of the server's functions (money, the admin's actions, spending): a refusal arrives as
// the sentence the server wrote, shown as written; a call that got no answer says so in plain words
// (a retry of the same request is never counted twice).
import type { RefusalDetails } from '@shared/money/calls';

export const NO_ANSWER = 'StartupFund could not be reached or did not answer. Try again: nothing is ever counted twice.';
export const SERVER_TROUBLE = 'Something went wrong on our side. Try again in a moment: nothing is ever counted twice.';

/** The sentence to show for a failed call: the server's own, else what kind of failure it was. */
export function callFailureSentence(error: unknown): string {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: Partial<RefusalDetails> };
  if (typeof details?.sentence === 'string' && details.sentence) return details.sentence;
  // The SDK names a request that never got an answer (offline, a dropped connection) 'internal' too.
  if (code === 'functions/unavailable' || code === 'functions/deadline-exceeded' || code === 'functions/internal') return NO_ANSWER;
  return SERVER_TROUBLE;
}

/**
 * A call the server refused or did not answer: its sentence to show, and the SDK's code ('functions/...').
 * Not named `code`: plainErrorMessage describes an error by its code, and this one's words are the server's.
 */
export class MoneyCallError extends Error {
  constructor(
    message: string,
    readonly callCode: string | undefined,
    options: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The server already holds an investment under this request id (made by an attempt whose answer was lost): the next attempt needs a new one. */
export const requestIdUsed = (error: unknown) => error instanceof MoneyCallError && error.callCode === 'functions/already-exists';

/** Calls a function (the Functions SDK loaded on the first call); a failure is a MoneyCallError with the sentence to show. */
export async function callFunction<Request, Result>(name: string, data: Request): Promise<Result> {
  const [{ httpsCallable }, { functions }] = await Promise.all([import('firebase/functions'), import('./firebase-functions')]);
  try {
    return (await httpsCallable<Request, Result>(functions, name)(data)).data;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    throw new MoneyCallError(callFailureSentence(error), typeof code === 'string' ? code : undefined, { cause: error });
  }
}
