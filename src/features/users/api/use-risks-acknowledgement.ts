import { useState } from 'react';
import { useAuth } from '@/lib/auth-provider';
import { acknowledgeRisks } from './users';
import { hasAcknowledgedRisks } from './risks-acknowledgement';
import { plainErrorMessage } from '@/lib/plain-error';

/**
 * Before you invest: whether the signed-in member has acknowledged the current version of
 * the risks, and the action that records it on their profile (the session reads the profile again).
 */
export function useRisksAcknowledgement() {
  const { state } = useAuth();
  const uid = state.status === 'signedIn' ? state.user.uid : undefined;
  const stored = hasAcknowledgedRisks(state.status === 'signedIn' ? state.profile : null);
  // Acknowledged here just now: shown at once, before the profile is read again.
  const [justNow, setJustNow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const acknowledge = async () => {
    if (!uid || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await acknowledgeRisks(uid);
      setJustNow(true);
    } catch (cause) {
      setError(`Could not save your acknowledgement: ${plainErrorMessage(cause)}`);
    } finally {
      setBusy(false);
    }
  };

  return { acknowledged: stored || justNow, acknowledge, busy, error };
}
