import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth-provider';
import { afterFirstPaint } from '@/utils/after-paint';

// Toasts only follow a user's action, so the container (sonner) downloads after the first paint.
// Toasts raised before it mounts are shown when it does.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      {painted && (
        <Suspense fallback={null}>
          <Toaster position="top-center" richColors closeButton />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
