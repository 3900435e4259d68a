import { plainErrorMessage } from './plain-error';

/** An error as Firestore Lite throws it: a code, and a message meant for developers. */
const firestoreError = (code: string, message: string) => Object.assign(new Error(message), { name: 'FirebaseError', code });

describe('plainErrorMessage', () => {
  it('describes a refused read by its code, never by the rules’ own message', () => {
    const refused = firestoreError('permission-denied', "Request failed with error: false for 'list' @ L372");
    expect(plainErrorMessage(refused)).toBe('You do not have access to this. If you were signed out, sign in and try again.');
    expect(plainErrorMessage(refused)).not.toMatch(/Request failed|@ L|false for/);
  });

  it('says the server could not be reached when the request got no answer', () => {
    expect(plainErrorMessage(firestoreError('unknown', 'Request failed with error: Failed to fetch'))).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
    expect(plainErrorMessage(firestoreError('unavailable', 'Request failed with error: Service Unavailable'))).toMatch(
      /could not be reached/,
    );
    expect(plainErrorMessage(new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
  });

  it('has words for every other code too, never the raw message', () => {
    for (const code of ['failed-precondition', 'internal', 'data-loss', 'resource-exhausted', 'firestore/permission-denied']) {
      const words = plainErrorMessage(firestoreError(code, 'Request failed with error: The query requires an index.'));
      expect(words, code).not.toMatch(/Request failed|index/);
      expect(words.length, code).toBeGreaterThan(10);
    }
  });

  it('keeps the words of an error the app raised itself', () => {
    expect(plainErrorMessage(new Error('This project no longer exists'))).toBe('This project no longer exists');
    expect(plainErrorMessage(new Error(' '))).toBe('Something went wrong on our side. Try again in a moment.');
    expect(plainErrorMessage('nope')).toBe('Something went wrong on our side. Try again in a moment.');
  });
});
