import { lazy, Suspense } from 'react';
import { useAuth } from '@/lib/auth-provider';

// What's new downloads only for signed-in users, after the bar itself (the welcome page's JS budget).
const InboxBell = lazy(() => import('@/features/engagement/components/inbox-bell'));

/** The top bar's bell, composed here because layouts do not import features. */
export function InboxSlot() {
  const { state } = useAuth();
  if (state.status !== 'signedIn') return null;
  return (
    <Suspense fallback={null}>
      <InboxBell uid={state.user.uid} />
    </Suspense>
  );
}
