import { plainErrorMessage } from './plain-error';
import { callFailureSentence, MoneyCallError, NO_ANSWER, requestIdUsed, SERVER_TROUBLE } from './function-calls';

// As the Functions SDK raises them: its message carries the HTTP status, the server's sentence rides in details.
const failure = (code: string, details?: unknown) => Object.assign(new Error(`${code} [400]`), { code: `functions/${code}`, details });

describe('callFailureSentence', () => {
  it("shows the server's sentence as written, never the SDK's message", () => {
    expect(callFailureSentence(failure('failed-precondition', { sentence: "This campaign's minimum investment is $100." }))).toBe(
      "This campaign's minimum investment is $100.",
    );
  });

  it('says a call that got no answer may be tried again', () => {
    for (const code of ['internal', 'unavailable', 'deadline-exceeded']) expect(callFailureSentence(failure(code))).toBe(NO_ANSWER);
  });

  it('says something went wrong on our side for anything else, or something that is not an error at all', () => {
    expect(callFailureSentence(failure('permission-denied'))).toBe(SERVER_TROUBLE);
    expect(callFailureSentence(failure('invalid-argument', { sentence: '' }))).toBe(SERVER_TROUBLE);
    expect(callFailureSentence(undefined)).toBe(SERVER_TROUBLE);
  });
});

describe('MoneyCallError', () => {
  it("keeps the server's words where the forms describe errors in plain words", () => {
    const refused = new MoneyCallError(
      'Investments can no longer be cancelled within 48 hours of the deadline.',
      'functions/failed-precondition',
      {},
    );
    expect(plainErrorMessage(refused)).toBe('Investments can no longer be cancelled within 48 hours of the deadline.');
  });

  it('tells a spent request id from other refusals', () => {
    expect(requestIdUsed(new MoneyCallError('x', 'functions/already-exists', {}))).toBe(true);
    expect(requestIdUsed(new MoneyCallError('x', 'functions/internal', {}))).toBe(false);
  });
});
