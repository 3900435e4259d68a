import { useState } from 'react';
import { authErrorMessage } from '@/features/auth/api/auth-errors';

type Method = 'email' | 'google';

/**
 * Which sign-in is running and its error, shared by the login and register forms. Each error is
 * shown beside the button that asked for it (`errorFor`): the form's beside its submit, Google's beside Google's.
 */
export function useAuthAttempt() {
  const [error, setError] = useState<{ method: Method; message: string } | null>(null);
  const [busy, setBusy] = useState<Method | null>(null);

  const run = async (method: Method, action: () => Promise<void>) => {
    setError(null);
    setBusy(method);
    try {
      await action();
    } catch (failure) {
      setError({ method, message: authErrorMessage(failure, method === 'google' ? 'google' : 'password') });
    } finally {
      setBusy(null);
    }
  };

  /** The last attempt's error if `method` made it, else ''. */
  const errorFor = (method: Method) => (error?.method === method ? error.message : '');

  return { errorFor, clearError: () => setError(null), busy, run };
}
