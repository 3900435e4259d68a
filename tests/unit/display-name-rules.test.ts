// firestore.rules checks a name with the app's own patterns (shared/members/display-name.ts), written
// out in its text: a pattern that drifted on one side would let a name through that the other refuses.
import { readFileSync } from 'node:fs';
import { ACCENT_FOLDS, SINGLE_SCRIPT_RULES } from '@shared/members/display-name';

const rules = readFileSync('firestore.rules', 'utf8');
/** A rules string literal, as the file spells it (each backslash doubled). */
const literal = (text: string) => `'${text.replaceAll('\\', '\\\\')}'`;

it('folds each accented letter in firestore.rules as the app does, and no other', () => {
  const folds = [...rules.matchAll(/\.replace\('\[([^\]']+)\]', '([a-z])'\)/g)].map(([, accented, plain]) => [plain, accented]);
  expect(Object.fromEntries(folds)).toEqual(ACCENT_FOLDS);
});

it('requires a name in one script with the pattern the app builds from its list, once, and no other script check', () => {
  expect(rules.split(`name.matches(${literal(SINGLE_SCRIPT_RULES)})`)).toHaveLength(2);
  // Every script the rules name is in that one pattern (the Latin-with-Cyrillic-or-Greek check it replaced is gone).
  const scriptsNamed = rules.match(/\\\\p\{(?!L\}|N\}|Z\}|C\})[A-Za-z_]+\}/g) ?? [];
  expect(scriptsNamed.length).toBe(SINGLE_SCRIPT_RULES.match(/\\p\{(?!L\}|N\}|Z\}|C\})[A-Za-z_]+\}/g)?.length);
});
