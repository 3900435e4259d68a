import { forgetProfiles, rememberedProfile, rememberProfile } from '@/lib/remembered-profile';

beforeEach(() => localStorage.clear());

describe('remembered profile', () => {
  it('gives back the role and name remembered for that user only', () => {
    rememberProfile('ivy', { role: 'investor', fullName: 'Ivy Investor' });
    expect(rememberedProfile('ivy')).toEqual({ role: 'investor', fullName: 'Ivy Investor' });
    expect(rememberedProfile('erin')).toBeNull();
  });

  it('forgets a user whose document is gone, and everyone on sign-out', () => {
    rememberProfile('ivy', { role: 'investor' });
    rememberProfile('erin', { role: 'entrepreneur' });
    rememberProfile('ivy', null);
    expect(rememberedProfile('ivy')).toBeNull();
    forgetProfiles();
    expect(rememberedProfile('erin')).toBeNull();
    localStorage.setItem('other-app', 'kept');
    forgetProfiles();
    expect(localStorage.getItem('other-app')).toBe('kept');
  });

  it('never hands out the admin role, an unknown role or damaged data', () => {
    localStorage.setItem('startupfund:profile:a', JSON.stringify({ role: 'admin' }));
    localStorage.setItem('startupfund:profile:b', JSON.stringify({ role: 'owner' }));
    localStorage.setItem('startupfund:profile:c', '{not json');
    rememberProfile('d', { role: '' });
    for (const uid of ['a', 'b', 'c', 'd']) expect(rememberedProfile(uid)).toBeNull();
  });
});
