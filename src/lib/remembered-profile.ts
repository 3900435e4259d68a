import type { SessionProfile } from '@/lib/auth-state';

// The signed-in user's role and name from their last visit, kept on their device, so a returning
// user's screen can open while their document is read again (the read then has the last word).
// Only what the screens choose by: the rules, not this, decide what anyone may read or write.
// Never the admin role: that one comes from the account's e-mail address alone.
const PREFIX = 'startupfund:profile:';
const REMEMBERED_ROLES: ReadonlyArray<unknown> = ['entrepreneur', 'investor'];

export function rememberProfile(uid: string, profile: SessionProfile | null) {
  try {
    if (profile) localStorage.setItem(PREFIX + uid, JSON.stringify({ role: profile.role, fullName: profile.fullName }));
    else localStorage.removeItem(PREFIX + uid);
  } catch {
    // storage full or off (private browsing): the next visit just reads the document first
  }
}

export function rememberedProfile(uid: string): SessionProfile | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PREFIX + uid) ?? 'null');
    const { role, fullName } = (stored ?? {}) as Record<string, unknown>;
    if (!REMEMBERED_ROLES.includes(role)) return null;
    return { role: role as SessionProfile['role'], ...(typeof fullName === 'string' ? { fullName } : {}) };
  } catch {
    return null;
  }
}

/** On sign-out: nothing of the user stays behind. */
export function forgetProfiles() {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // nothing was kept
  }
}
