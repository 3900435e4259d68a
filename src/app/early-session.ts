import { takeEarlySession } from '@/lib/early-reads';
import { keepEarlySession } from '@/lib/early-session';
import { signedInState } from '@/lib/signed-in-state';

/** How long the first render waits for index.html's session read: past it, the screen waits for Auth as before. */
const EARLY_SESSION_WAIT_MS = 3_000;

/**
 * Takes the session index.html read (the user Auth kept and their own document, decision 0084) and
 * keeps it as the auth state the first render starts from. Resolves once that is settled.
 */
export async function openEarlySession(): Promise<void> {
  let waiting = true;
  const read = Promise.all([takeEarlySession(), import('@/features/users/api/user-read')]).then(([session, { readUserProfile }]) => {
    if (!session || !waiting) return;
    const profile = readUserProfile(session.user.uid, session.profile.data);
    keepEarlySession({ ...signedInState(session.user, profile), profile, provisional: true });
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, EARLY_SESSION_WAIT_MS)));
  await Promise.race([read.catch(() => {}), late]);
  waiting = false; // an answer later than this is not shown: the screen has rendered waiting for Auth
  clearTimeout(timer);
}
