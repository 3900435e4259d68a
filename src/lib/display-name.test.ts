import { ADMIN_DISPLAY_NAME, displayNameProblem, isAcceptableDisplayName, normaliseDisplayName } from './display-name';

describe('display names', () => {
  it('stores names trimmed, with runs of spaces made one', () => {
    expect(normaliseDisplayName('  Gina \u00a0 Rossi\t')).toBe('Gina Rossi');
  });

  it('says why a name cannot be shown', () => {
    expect(displayNameProblem('')).toBe('Full name is required');
    expect(displayNameProblem('x'.repeat(121))).toBe('Please keep your name to 120 characters');
    expect(displayNameProblem('Ivy\u200b')).toBe('Please remove the invisible characters from your name');
    expect(displayNameProblem('ivy@startfund.com')).toBe('Please use your name, not an e-mail address');
    expect(displayNameProblem('StartupFund Team')).toBe('That name is kept for StartupFund itself. Please use your own name');
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

  it('refuses look-alike letters: Latin mixed with Cyrillic or Greek, reserved words behind accents (issue 33)', () => {
    expect(displayNameProblem('\u0410dmin')).toBe(
      'Please write your name in one alphabet: Latin letters mixed with Cyrillic or Greek ones are not allowed',
    );
    expect(displayNameProblem('St\u0430rtupfund Team')).toMatch(/one alphabet/);
    expect(displayNameProblem('\u00c1DMIN')).toBe('That name is kept for StartupFund itself. Please use your own name');
    expect(displayNameProblem('St\u00e1rt\u00fcp F\u00fbnd')).toMatch(/kept for StartupFund/);
    for (const name of ['\u0418\u0432\u0430\u043d \u041f\u0435\u0442\u0440\u043e\u0432', 'Jos\u00e9 \u00c1lvarez', 'Zo\u00eb'])
      expect(displayNameProblem(name), name).toBeUndefined();
  });

  it('lets the admin alone be Admin', () => {
    expect(isAcceptableDisplayName(ADMIN_DISPLAY_NAME, true)).toBe(true);
    expect(isAcceptableDisplayName(ADMIN_DISPLAY_NAME, false)).toBe(false);
    expect(isAcceptableDisplayName('Admin Team', true)).toBe(false);
  });
});
