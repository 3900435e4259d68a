import { USER_LIMITS } from './user-limits';
import { validateSettings } from './validate-settings';

const valid = { fullName: '  Ivy   Chen ', phoneNumber: ' (312) 555-0199 ', bio: ' Backs clean energy. ' };

describe('validateSettings', () => {
  it('accepts a name, phone and bio, stored trimmed (the name with runs of spaces made one)', () => {
    expect(validateSettings(valid)).toEqual({
      ok: true,
      settings: { fullName: 'Ivy Chen', phoneNumber: '(312) 555-0199', bio: 'Backs clean energy.' },
    });
    expect(validateSettings({ ...valid, phoneNumber: ' ', bio: '' }).ok).toBe(true);
  });

  it('refuses a name that impersonates, as Register does', () => {
    expect(validateSettings({ ...valid, fullName: 'StartupFund Support' })).toEqual({
      ok: false,
      errors: { fullName: 'That name is kept for StartupFund itself. Please use your own name' },
    });
    expect(validateSettings({ ...valid, fullName: ' ' })).toEqual({ ok: false, errors: { fullName: 'Full name is required' } });
  });

  it('refuses a phone number of other characters or too few or many digits', () => {
    expect(validateSettings({ ...valid, phoneNumber: '312.555.0199' }).ok).toBe(false);
    expect(validateSettings({ ...valid, phoneNumber: 'call me' })).toEqual({
      ok: false,
      errors: { phoneNumber: 'Please use only digits, spaces and + - ( ) in your phone number' },
    });
    expect(validateSettings({ ...valid, phoneNumber: '+1 999' })).toEqual({
      ok: false,
      errors: { phoneNumber: 'Please enter a phone number of 7 to 20 digits' },
    });
    expect(validateSettings({ ...valid, phoneNumber: '1'.repeat(21) }).ok).toBe(false);
  });

  it(`refuses a bio over ${USER_LIMITS.bio} characters`, () => {
    expect(validateSettings({ ...valid, bio: 'b'.repeat(USER_LIMITS.bio) }).ok).toBe(true);
    expect(validateSettings({ ...valid, bio: 'b'.repeat(USER_LIMITS.bio + 1) })).toEqual({
      ok: false,
      errors: { bio: `Please keep your bio to ${USER_LIMITS.bio} characters` },
    });
  });
});
