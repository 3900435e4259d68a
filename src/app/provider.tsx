import { lazy, Suspense, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth-provider';
import { useToasterWanted } from '@/components/ui/notify';

// The session reads the user's document through the users feature, downloaded once someone is signed in.
const loadProfiles = () => import('@/features/users/api/users');

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function AppProvider({ children }: { children: ReactNode }) {
  const toasterWanted = useToasterWanted();
  return (
    <>
      <AuthProvider loadProfiles={loadProfiles}>{children}</AuthProvider>
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster position="top-center" richColors closeButton />
        </Suspense>
      )}
    </>
  );
}
