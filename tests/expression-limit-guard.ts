// A denial the rules reach only because evaluation ran out of Firestore's 1,000 expressions is not
// the refusal a test meant to prove. The SDK logs the emulator's answer for a refused write
// or read ("... maximum of 1000 expressions to evaluate has been reached ..."): any test during which
// it does fails, naming the rule's line from the message, unless it said it expects the limit
// (expectExpressionLimit: tests/rules/expression-budget.test.ts makes the padding bite).
import { afterEach } from 'vitest';

const EXPRESSION_LIMIT = /maximum of \d+ expressions to evaluate has been reached[^\n]*/;
const guardKey = Symbol.for('startupfund.expressionLimitGuard');
const expectedKey = Symbol.for('startupfund.expressionLimitExpected');
const seenKey = Symbol.for('startupfund.expressionLimitSeen');
// On globalThis: a worker may evaluate this module once per file (setupFiles) while the console stays wrapped once.
const globals = globalThis as typeof globalThis & { [guardKey]?: true; [expectedKey]?: boolean; [seenKey]?: string[] };
const seen = (globals[seenKey] ??= []);

/** The running test means to reach the limit: the guard lets it. */
export const expectExpressionLimit = () => {
  globals[expectedKey] = true;
};

// A rules worker runs its files in one module graph (isolate: false): wrap the console only once.
if (!globals[guardKey]) {
  globals[guardKey] = true;
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = console[method].bind(console);
    console[method] = (...args: unknown[]) => {
      const text = args.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack ?? ''}` : String(arg))).join(' ');
      const match = EXPRESSION_LIMIT.exec(text);
      if (match) seen.push(match[0]);
      original(...args);
    };
  }
}

afterEach(() => {
  const expected = globals[expectedKey] === true;
  globals[expectedKey] = false;
  if (expected) seen.splice(0);
  if (seen.length === 0) return;
  const messages = [...new Set(seen.splice(0))];
  throw new Error(`The rules ran out of expressions during this test (a refusal by the limit, not by a check):\n${messages.join('\n')}`);
});
