import { useState } from 'react';
import { authErrorMessage } from '@/features/auth/api/auth-errors';

type Method = 'email' | 'google';

/** Which sign-in is running and the banner's error: shared by the login and register forms. */
export function useAuthAttempt() {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<Method | null>(null);

  const run = async (method: Method, action: () => Promise<void>) => {
    setError('');
    setBusy(method);
    try {
      await action();
    } catch (failure) {
      setError(authErrorMessage(failure, method === 'google' ? 'google' : 'password'));
    } finally {
      setBusy(null);
    }
  };

  return { error, setError, busy, run };
}
