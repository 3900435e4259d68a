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

  it('lets the admin alone be Admin', () => {
    expect(isAcceptableDisplayName(ADMIN_DISPLAY_NAME, true)).toBe(true);
    expect(isAcceptableDisplayName(ADMIN_DISPLAY_NAME, false)).toBe(false);
    expect(isAcceptableDisplayName('Admin Team', true)).toBe(false);
  });
});
