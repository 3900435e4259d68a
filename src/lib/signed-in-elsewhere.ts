import { useEffect } from 'react';
import { useAuth } from '@/lib/auth-provider';
import { SESSION_FLAG } from '@shared/auth-storage';

/**
 * Starts Auth when another tab of the site records a sign-in (the storage event of the session flag),
 * for a page that waits to be asked (AuthProvider's start="onRequest": the welcome page, decision 0018).
 * Used by the welcome page's sections, downloaded after its first paint: not in the entry.
 */
export function useSignInElsewhere() {
  const { startSession } = useAuth();
  useEffect(() => {
    const listener = (event: StorageEvent) => {
      if (event.key === SESSION_FLAG && event.newValue !== null) startSession();
    };
    addEventListener('storage', listener);
    return () => removeEventListener('storage', listener);
  }, [startSession]);
}
