// The asker key as both sides see it (functions/src/members/asker-key.ts; the questions feature's
// asker-key-api.ts): the callable's name, its answer and its refusals, in the words the question form shows.
// A member's questions name them by this key (users/{uid}.askerKey), which only the server gives.

export const ASKER_KEY_FUNCTION = 'askerKey';

export type AskerKeyResult = { askerKey: string };

export const ASKER_NOT_SIGNED_IN = 'Please sign in to ask a question.';
export const ASKER_UNVERIFIED = 'Please verify your e-mail address to ask a question.';
export const ASKER_NO_PROFILE = 'Your profile could not be found. Sign out, sign in again, and ask once more.';
