import { lazy, Suspense, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth-provider';
import { useToasterWanted } from '@/components/ui/notify';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function AppProvider({ children }: { children: ReactNode }) {
  const toasterWanted = useToasterWanted();
  return (
    <>
      <AuthProvider>{children}</AuthProvider>
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster position="top-center" richColors closeButton />
        </Suspense>
      )}
    </>
  );
}
