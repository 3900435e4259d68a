import { lazy, Suspense, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth-provider';
import { useToasterWanted } from '@/components/ui/notify';
import { paths } from '@/config/paths';

// The session reads the user's document through the users feature, downloaded once someone is signed in.
const loadProfiles = () => import('@/features/users/api/users');

// Where the app was opened: the welcome page paints before Firebase Auth downloads (see AuthProvider).
const openedAt = window.location.pathname;

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function AppProvider({ children }: { children: ReactNode }) {
  const toasterWanted = useToasterWanted();
  return (
    <>
      <AuthProvider loadProfiles={loadProfiles} afterPaint={openedAt === paths.home.href()}>
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
