import {
  ADMIN_DISPLAY_NAME,
  displayNameProblem,
  isAcceptableDisplayName,
  isLookAlikeReserved,
  normaliseDisplayName,
  SCRIPT_SETS,
  skeleton,
} from '@shared/members/display-name';
import { RESERVED_CONFUSABLES } from '@shared/members/reserved-confusables';
import { packageConfusables, reservedConfusables } from '../../scripts/reserved-confusables';
import { lettersOf } from '../script-samples';

const ONE_ALPHABET = 'Please write your name in one alphabet: letters from different scripts are not allowed';
const RESERVED = 'That name is kept for StartupFund itself. Please use your own name';

describe('display names', () => {
  it('stores names trimmed, with runs of spaces made one', () => {
    expect(normaliseDisplayName('  Gina \u00a0 Rossi\t')).toBe('Gina Rossi');
  });

  it('says why a name cannot be shown', () => {
    expect(displayNameProblem('')).toBe('Full name is required');
    expect(displayNameProblem('x'.repeat(121))).toBe('Please keep your name to 120 characters');
    expect(displayNameProblem('Ivy\u200b')).toBe('Please remove the invisible characters from your name');
    expect(displayNameProblem('ivy@startfund.com')).toBe('Please use your name, not an e-mail address');
    expect(displayNameProblem('StartupFund Team')).toBe(RESERVED);
    expect(displayNameProblem('Ivy Chen')).toBeUndefined();
  });

  it('refuses words that speak for the platform or a project, not names that merely contain them', () => {
    for (const name of [
      'Admin',
      'ADMINISTRATOR',
      'Site Admin',
      'admin2',
      'Moderators',
      'Support',
      'the founder',
      'Start-Up Fund',
      'startfund.io',
    ])
      expect(isAcceptableDisplayName(name), name).toBe(false);
    for (const name of ['Staffan Berg', 'Supporter Sam', 'Madmin', 'Adm. Grace Hopper'])
      expect(isAcceptableDisplayName(name), name).toBe(true);
  });

  it('refuses reserved words behind accents', () => {
    expect(displayNameProblem('\u00c1DMIN')).toBe(RESERVED);
    expect(displayNameProblem('St\u00e1rt\u00fcp F\u00fbnd')).toBe(RESERVED);
  });

  it('lets the admin alone be Admin', () => {
    expect(isAcceptableDisplayName(ADMIN_DISPLAY_NAME, true)).toBe(true);
    expect(isAcceptableDisplayName(ADMIN_DISPLAY_NAME, false)).toBe(false);
    expect(isAcceptableDisplayName('Admin Team', true)).toBe(false);
  });
});

describe('a name in one script', () => {
  it.each([
    ['Greek and Cherokee capitals that read ADMIN', '\u0391\u13a0\u039c\u0399\u039d'],
    ['a Cyrillic А in Admin', '\u0410dmin'],
    ['a Cyrillic а in Startupfund', 'St\u0430rtupfund Team'],
    ['a Cyrillic Ѕ in Staff', '\u0405taff'],
    ['Latin and Han', '\u674e\u5c0f\u9f8d Bruce'],
    ['Cyrillic and Armenian', '\u0418\u0432\u0430\u043d \u0544\u0561\u0580\u0561\u0575'],
    ['Hebrew and Arabic', '\u05d3\u05d5\u05d3 \u0645\u062d\u0645\u062f'],
    ['Hiragana and Hangul', '\u3084\u307e\u3060 \uae40\ubbfc\uc900'],
  ])('refuses %s', (_what, name) => {
    expect(displayNameProblem(name)).toBe(ONE_ALPHABET);
  });

  it.each([
    'Maria \u00c1d\u00e1m',
    'Zo\u00eb \u00d3lafsd\u00f3ttir-Nguy\u1ec5n',
    "Jos\u00e9 O'Neil-Smith",
    'Anne-Marie 2nd',
    'Ka\u02bbiulani',
    '\u0418\u0432\u0430\u043d \u041f\u0435\u0442\u0440\u043e\u0432',
    '\u0394\u03b7\u03bc\u03ae\u03c4\u03c1\u03b7\u03c2',
    '\u1f08\u03bb\u03ad\u03be\u03b1\u03bd\u03b4\u03c1\u03bf\u03c2',
    '\u0645\u062d\u0645\u062f',
    '\u5c71\u7530\u592a\u90ce',
    '\u3084\u307e\u3060 \u305f\u308d\u3046',
    '\u5c71\u7530 \u30bf\u30ed\u30fc',
    '\uae40\ubbfc\uc900',
    '\u91d1 \ubbfc\uc900',
    '\u738b\u5c0f\u660e \u3128',
  ])('accepts %s', (name) => {
    expect(displayNameProblem(name)).toBeUndefined();
  });

  it.each([...new Set(SCRIPT_SETS.flat())])('accepts a name in %s, and refuses it beside a letter of another script', (script) => {
    const name = lettersOf(script);
    expect(displayNameProblem(name), name).toBeUndefined();
    expect(displayNameProblem(`${name} ${lettersOf(script === 'Latin' ? 'Greek' : 'Latin', 1)}`)).toBe(ONE_ALPHABET);
  });
});

describe('reserved words in look-alike letters (TR 39 skeleton)', () => {
  it('takes the skeleton as TR 39 does', () => {
    expect(skeleton('admin')).toBe('adrnin');
    expect(skeleton('ADMIN')).toBe('ADMlN');
    expect(skeleton('\u0391\u13a0\u039c\u0399\u039d')).toBe('ADMlN');
  });

  it.each([
    ['rn that reads as m', 'Adrnin'],
    ['rn in moderator', 'rnoderator Team'],
    ['fullwidth letters', '\uff21\uff24\uff2d\uff29\uff2e'],
    ['mathematical bold letters', '\u{1d400}\u{1d41d}\u{1d426}\u{1d422}\u{1d427}'],
    ['a zero for the O', '0fficial'],
    ['a zero in upper case', 'SUPP0RT'],
    ['a one for the I, after a word', 'Site ADM1N'],
    ['the brand with a Latin alpha, spaced out', 'st\u0251rtup fund'],
    ['fullwidth letters in mixed case', '\uff21\uff44\uff2d\uff49\uff4e'],
  ])('refuses %s', (_what, name) => {
    expect(displayNameProblem(name)).toBe(RESERVED);
  });

  it.each(['Staffan', 'Supporter', 'St4ff', 'Madmin Ray', 'Adm. Grace Hopper', 'Fernando Ruiz', 'Rnold'])('accepts %s', (name) => {
    expect(displayNameProblem(name)).toBeUndefined();
  });

  it('keeps the table the package gives, less only entries that change no answer', () => {
    const full = packageConfusables();
    const kept = reservedConfusables(full);
    expect(RESERVED_CONFUSABLES).toEqual(kept);
    expect(Object.keys(kept).length).toBeLessThan(Object.keys(full).length / 10);
    // Every character of the full table, in place of each letter of a reserved word and beside it:
    // the kept entries answer as the full table does.
    const spellings = ['admin', 'STAFF', 'StartFund'];
    const differing = Object.keys(full).flatMap((character) =>
      spellings
        .flatMap((word) => [
          `${character}${word}`,
          `${word}${character}`,
          ...[...word].map((_, at) => word.slice(0, at) + character + word.slice(at + 1)),
        ])
        .filter((name) => isLookAlikeReserved(name, full) !== isLookAlikeReserved(name, kept)),
    );
    expect(differing).toEqual([]);
  }, 30_000);
});
