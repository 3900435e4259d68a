import { useAuth } from '@/lib/auth-provider';
import { retryableLazy } from '@/utils/retryable-lazy';

// What's new downloads only for signed-in users, after the bar itself (the welcome page's JS budget).
const InboxBell = retryableLazy(() => import('@/features/engagement/components/inbox-bell'));

/** The top bar's bell, composed here because layouts do not import features. */
export function InboxSlot() {
  const { state } = useAuth();
  if (state.status !== 'signedIn') return null;
  return <InboxBell uid={state.user.uid} />;
}
