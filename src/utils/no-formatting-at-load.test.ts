// @vitest-environment jsdom
// Decision 0014: no module formats a number or a date while it is evaluated. The first one a page
// formats loads ICU's data (40 to 80 ms on Lighthouse's 4×-slowed phone), which would then come
// before the first paint of every screen that imports the module.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

const modules = import.meta.glob(['/src/**/*.{ts,tsx}', '/shared/**/*.ts', '!**/*.test.{ts,tsx}', '!/src/main.tsx', '!/src/testing/**']);

const formatted: string[] = [];
// The module being evaluated: the outermost frame of ours on the stack.
const where = () =>
  new Error().stack
    ?.split('\n')
    .filter((line) => /\/(src|shared)\//.test(line) && !line.includes('no-formatting-at-load'))
    .at(-1)
    ?.trim()
    .replace(/^at /, '') ?? '?';

const restores: (() => void)[] = [];

beforeEach(() => {
  vi.resetModules();
  const count = <T extends object>(owner: T, key: keyof T) => {
    const original = owner[key] as unknown as (...args: unknown[]) => unknown;
    const note = () => formatted.push(`${String(key)} in ${where()}`);
    owner[key] = new Proxy(original, {
      apply: (target, self, args) => (note(), Reflect.apply(target, self, args)),
      construct: (target, args, newTarget) => (note(), Reflect.construct(target, args, newTarget)),
    }) as never;
    restores.push(() => (owner[key] = original as never));
  };
  count(Intl, 'NumberFormat');
  count(Intl, 'DateTimeFormat');
  count(Number.prototype, 'toLocaleString');
  count(Date.prototype, 'toLocaleString');
  count(Date.prototype, 'toLocaleDateString');
  count(Date.prototype, 'toLocaleTimeString');
});

afterEach(() => restores.splice(0).forEach((restore) => restore()));

test('no module makes a formatter or formats while it loads', async () => {
  expect(Object.keys(modules).length).toBeGreaterThan(300);
  for (const load of Object.values(modules)) await load();
  expect(formatted).toEqual([]);
});
