import { lazy, Suspense, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth-provider';
import { useToasterWanted } from '@/components/ui/notify';
import { authStartAt } from '@/app/router';

// The session reads the user's document through the users feature, downloaded once someone is signed in.
const loadProfiles = () => import('@/features/users/api/users');

// Where the app was opened decides when Firebase Auth starts (see AuthProvider).
const authStart = authStartAt(window.location.pathname, window.location.search);

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function AppProvider({ children }: { children: ReactNode }) {
  const toasterWanted = useToasterWanted();
  return (
    <>
      <AuthProvider loadProfiles={loadProfiles} start={authStart}>
        {children}
      </AuthProvider>
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster position="top-center" richColors closeButton />
        </Suspense>
      )}
    </>
  );
}
