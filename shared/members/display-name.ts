// The name a member is shown under (their profile's fullName, or displayName on older documents): the
// one policy, for the app's forms and for the server (functions/src/members/name-check.ts). Pure.
// firestore.rules mirrors all of it but the look-alike spelling (isAcceptableDisplayName and its
// patterns): tests/rules/users.rules.test.ts asks the rules about the same names as the app, and
// tests/unit/display-name-rules.test.ts holds the rules' script and fold patterns equal to these.
import { RESERVED_CONFUSABLES } from './reserved-confusables';

/**
 * The longest name a member is shown under: the one limit for a profile's fullName or displayName and
 * every copy of it (a project's creatorName, a question's askerName, a receipt's name). firestore.rules
 * writes it as isBoundedText(…, 1, 120) (validProfileFields and the copies' checks).
 */
export const DISPLAY_NAME_MAX = 120;

/** No space, line break or invisible character at either end; no control or format character inside. */
export const NAME_SHAPE = /^[^\s\p{Z}\p{C}]([^\p{C}]*[^\s\p{Z}\p{C}])?$/u;

/**
 * The scripts a name may be written in, each alone (Unicode TR 39's single script, with its resolved
 * script sets: Japanese, Korean and Chinese with Bopomofo mix Han with their own letters). Characters
 * that are not letters, and the letters every script shares (Common, Inherited: the Japanese long
 * vowel mark ー, the Hawaiian ʻokina), count for none. A script missing here cannot be written: add it
 * to this list, and to the rules by the pattern below (tests/rules/users.rules.test.ts writes a name
 * in each, which also proves the rules' regular expressions know its name).
 */
export const SCRIPT_SETS: readonly (readonly string[])[] = [
  ...[
    ['Latin', 'Greek', 'Cyrillic', 'Armenian', 'Georgian', 'Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Nko', 'Samaritan', 'Mandaic'],
    ['Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Ol_Chiki'],
    ['Thai', 'Lao', 'Tibetan', 'Myanmar', 'Khmer', 'Tai_Le', 'New_Tai_Lue', 'Tai_Tham', 'Tai_Viet', 'Kayah_Li', 'Cham', 'Lepcha', 'Limbu'],
    ['Meetei_Mayek', 'Syloti_Nagri', 'Saurashtra', 'Javanese', 'Balinese', 'Sundanese', 'Buginese', 'Batak', 'Lisu', 'Yi', 'Vai', 'Bamum'],
    ['Ethiopic', 'Tifinagh', 'Cherokee', 'Canadian_Aboriginal', 'Mongolian'],
  ]
    .flat()
    .map((script) => [script]),
  ['Han', 'Hiragana', 'Katakana'],
  ['Han', 'Hangul'],
  ['Han', 'Bopomofo'],
];

/** A whole name in one script set, for a pattern language: `property` spells a script's class. */
const singleScriptPattern = (property: (script: string) => string) =>
  SCRIPT_SETS.map((set) => `[\\P{L}${['Common', 'Inherited', ...set].map(property).join('')}]*`).join('|');

/** A name whose letters all belong to one script set. */
export const SINGLE_SCRIPT = new RegExp(`^(${singleScriptPattern((script) => `\\p{Script=${script}}`)})$`, 'u');
/** The same, as firestore.rules writes it for `matches` (RE2, which matches the whole string). */
export const SINGLE_SCRIPT_RULES = `(${singleScriptPattern((script) => `\\p{${script}}`)})`;

/**
 * Words that speak for the platform or the project: a word (a run of letters and digits) starting with
 * admin or moderator ("Administrator", "admin2"), or equal to staff, support, official or founder
 * ("Staffan" and "Supporter" stay possible); and the product's name, however it is spelt out ("Start
 * Up Fund", "startup_fund"), in the name's letters and digits run together.
 */
export const RESERVED_PREFIXES = ['admin', 'moderator'] as const;
export const RESERVED_WORDS = ['staff', 'support', 'official', 'founder'] as const;
export const RESERVED_BRANDS = ['startupfund', 'startfund'] as const;

/**
 * The accented Latin letters (Latin-1 Supplement and Latin Extended-A, both cases) that fold to each
 * plain letter before reserved words are looked for ("Ádmin" is "admin"). A table, not Unicode
 * normalisation, because firestore.rules folds with the same table (a replace per letter) and cannot
 * normalise; tests/rules/users.rules.test.ts asks both about the same names.
 */
export const ACCENT_FOLDS = {
  a: 'àáâãäåāăąÀÁÂÃÄÅĀĂĄ',
  c: 'çćĉċčÇĆĈĊČ',
  d: 'ďđĎĐ',
  e: 'èéêëēĕėęěÈÉÊËĒĔĖĘĚ',
  i: 'ìíîïĩīĭįıÌÍÎÏĨĪĬĮİ',
  l: 'ĺļľŀłĹĻĽĿŁ',
  n: 'ñńņňŉÑŃŅŇ',
  o: 'òóôõöøōŏőÒÓÔÕÖØŌŎŐ',
  r: 'ŕŗřŔŖŘ',
  s: 'śŝşšſŚŜŞŠ',
  t: 'ţťŧŢŤŦ',
  u: 'ùúûüũūŭůűųÙÚÛÜŨŪŬŮŰŲ',
} as const;

const FOLDS = Object.entries(ACCENT_FOLDS).map(([plain, accented]) => [new RegExp(`[${accented}]`, 'gu'), plain] as const);
/** The name with each accented letter of ACCENT_FOLDS made its plain (lower-case) letter. */
export const foldAccents = (name: string) => FOLDS.reduce((folded, [accented, plain]) => folded.replace(accented, plain), name);

/**
 * TR 39's skeleton: NFD, each code point replaced by its prototype in confusables.txt, NFD again. Two
 * strings look alike when their skeletons are equal ("ΑᎠΜΙΝ" and "ADMIN" are both "ADMlN"). The table
 * holds only the entries that can spell a reserved word (reserved-confusables.ts says why that is enough).
 */
export const skeleton = (text: string, confusables: Readonly<Record<string, string>> = RESERVED_CONFUSABLES) =>
  Array.from(text.normalize('NFD'), (character) => confusables[character] ?? character)
    .join('')
    .normalize('NFD');

/** A reserved word as it may be written: lower case, Title case, UPPER case (skeletons keep case). */
export const caseSpellings = (word: string) => [word, word[0].toUpperCase() + word.slice(1), word.toUpperCase()];

type Spellings = { prefixes: readonly string[]; words: readonly string[]; brands: readonly string[] };

/** Whether these words (runs of letters and digits, in order) hold a reserved word as `spellings` write them. */
function holdsReserved(words: string[], { prefixes, words: whole, brands }: Spellings) {
  const together = words.join('');
  return (
    words.some((word) => prefixes.some((prefix) => word.startsWith(prefix)) || whole.includes(word)) ||
    brands.some((brand) => together.includes(brand))
  );
}

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');

const LOWER_CASE: Spellings = { prefixes: RESERVED_PREFIXES, words: RESERVED_WORDS, brands: RESERVED_BRANDS };
const skeletonsOf = (words: readonly string[]) => words.flatMap(caseSpellings).map((spelling) => skeleton(spelling));
const LOOK_ALIKE: Spellings = {
  prefixes: skeletonsOf(RESERVED_PREFIXES),
  words: skeletonsOf(RESERVED_WORDS),
  brands: skeletonsOf(RESERVED_BRANDS),
};

/**
 * Whether the name holds a reserved word in a look-alike spelling: the skeleton of the name's
 * compatibility form (NFKC: fullwidth "ＡＤＭＩＮ" is "ADMIN") against each reserved word's skeleton in
 * each case ("Adrnin", "ΑᎠΜΙΝ", "0fficial"). firestore.rules cannot compute a skeleton: the server
 * clears such a name (functions/src/members/name-check.ts).
 */
export const isLookAlikeReserved = (name: string, confusables = RESERVED_CONFUSABLES) =>
  holdsReserved(
    wordsOf(name.normalize('NFKC')).map((word) => skeleton(word, confusables)),
    LOOK_ALIKE,
  );

/**
 * Whether the name holds a reserved word: in lower case once accents are folded (as firestore.rules
 * check it, less NFKC, which they cannot apply: "Ａｄｍｉｎ"), or looking alike.
 */
export const isReservedName = (name: string) =>
  holdsReserved(wordsOf(foldAccents(name.normalize('NFKC')).toLowerCase()), LOWER_CASE) || isLookAlikeReserved(name);

/** The name the admin's document carries (spec: displayName Admin); only the admin may use it. */
export const ADMIN_DISPLAY_NAME = 'Admin';

/** Trimmed, with each run of spaces inside made one space: what is stored. */
export const normaliseDisplayName = (raw: string) => raw.replace(/\s+/gu, ' ').trim();

/** Why this (already normalised) name cannot be shown, or undefined when it can. */
export function displayNameProblem(name: string): string | undefined {
  if (name.length === 0) return 'Full name is required';
  if (name.length > DISPLAY_NAME_MAX) return `Please keep your name to ${DISPLAY_NAME_MAX} characters`;
  if (!NAME_SHAPE.test(name)) return 'Please remove the invisible characters from your name';
  if (name.includes('@')) return 'Please use your name, not an e-mail address';
  if (!SINGLE_SCRIPT.test(name)) return 'Please write your name in one alphabet: letters from different scripts are not allowed';
  if (isReservedName(name)) return 'That name is kept for StartupFund itself. Please use your own name';
  return undefined;
}

/** What may be shown as a name: the admin alone may be "Admin". */
export const isAcceptableDisplayName = (name: string, isAdmin = false) =>
  displayNameProblem(name) === undefined || (isAdmin && name === ADMIN_DISPLAY_NAME);
