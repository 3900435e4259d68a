// The name a member is shown under (their profile's fullName, or displayName on older documents).
// Pure; firestore.rules mirrors it (isAcceptableDisplayName and its patterns) and a test keeps
// them equal (tests/rules/users.rules.test.ts asks the rules about the same names as the app).

/**
 * The longest name a member is shown under: the one limit for a profile's fullName or displayName and
 * every copy of it (a project's creatorName, a question's askerName, a receipt's name). firestore.rules
 * writes it as isBoundedText(…, 1, 120) (validProfileFields and the copies' checks).
 */
export const DISPLAY_NAME_MAX = 120;

/** No space, line break or invisible character at either end; no control or format character inside. */
export const NAME_SHAPE = /^[^\s\p{Z}\p{C}]([^\p{C}]*[^\s\p{Z}\p{C}])?$/u;
/**
 * Words that speak for the platform or the project: a word (letters and digits between anything else)
 * starting with admin or moderator ("Administrator", "admin2"), or equal to staff, support, official or
 * founder ("Staffan" and "Supporter" stay possible).
 */
export const RESERVED_WORD = /(^|[^\p{L}\p{N}])(admin|moderator|(staff|support|official|founder)([^\p{L}\p{N}]|$))/u;
/** The product's name, however it is spelt out ("Start Up Fund", "startup_fund"), once all but letters and digits are gone. */
export const RESERVED_BRAND = /startupfund|startfund/u;
/** Latin letters mixed with Cyrillic or Greek ones, whose look-alikes spell "Аdmin" with a Cyrillic А. */
export const MIXED_SCRIPTS = /^(?=.*\p{Script=Latin})(?=.*[\p{Script=Cyrillic}\p{Script=Greek}])/su;
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

/** The name with each accented letter of ACCENT_FOLDS made its plain (lower-case) letter. */
export const foldAccents = (name: string) =>
  Object.entries(ACCENT_FOLDS).reduce((folded, [plain, accented]) => folded.replace(new RegExp(`[${accented}]`, 'gu'), plain), name);

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
  if (MIXED_SCRIPTS.test(name))
    return 'Please write your name in one alphabet: Latin letters mixed with Cyrillic or Greek ones are not allowed';
  if (isReservedName(name)) return 'That name is kept for StartupFund itself. Please use your own name';
  return undefined;
}

export function isReservedName(name: string): boolean {
  const lower = foldAccents(name).toLowerCase();
  return RESERVED_WORD.test(lower) || RESERVED_BRAND.test(lower.replace(/[^\p{L}\p{N}]/gu, ''));
}

/** What firestore.rules accept as a name to show: the admin alone may be "Admin". */
export const isAcceptableDisplayName = (name: string, isAdmin = false) =>
  displayNameProblem(name) === undefined || (isAdmin && name === ADMIN_DISPLAY_NAME);
