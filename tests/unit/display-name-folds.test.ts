// firestore.rules folds accents before it looks for reserved words in a name, with the same table as
// the app (ACCENT_FOLDS in src/lib/display-name.ts): a letter folded on one side only would let a
// name through that the other refuses.
import { readFileSync } from 'node:fs';
import { ACCENT_FOLDS } from '@/lib/display-name';

it('folds each accented letter in firestore.rules as the app does, and no other', () => {
  const rules = readFileSync('firestore.rules', 'utf8');
  const folds = [...rules.matchAll(/\.replace\('\[([^\]']+)\]', '([a-z])'\)/g)].map(([, accented, plain]) => [plain, accented]);
  expect(Object.fromEntries(folds)).toEqual(ACCENT_FOLDS);
});
