import { Suspense } from 'react';
import { useAuth } from '@/lib/auth-provider';
import { lazyWithPreload } from '@/utils/lazy-with-preload';

// What's new downloads only for signed-in users, after the bar itself (the welcome page's JS budget).
const InboxBell = lazyWithPreload(() => import('@/features/engagement/components/inbox-bell'));

/** The top bar's bell, composed here because layouts do not import features. */
export function InboxSlot() {
  const { state } = useAuth();
  if (state.status !== 'signedIn') return null;
  // Its own boundary: the bar shows at once, the bell when it has arrived, in a space kept for it
  // (the bell's 36 px) so that the links beside it do not move.
  return (
    <Suspense fallback={<span aria-hidden className="block size-9" />}>
      <InboxBell uid={state.user.uid} askerKey={state.profile?.askerKey} founder={state.role === 'entrepreneur'} />
    </Suspense>
  );
}
