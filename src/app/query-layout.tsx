import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { useAuth } from '@/lib/auth-provider';
import { cacheBelongsTo, queryClient } from '@/lib/query-client';

/** Route layout around every screen with data (src/app/router.tsx). */
export default function QueryLayout() {
  const { state, viewer } = useAuth();
  const uid = state.status === 'loading' ? undefined : (viewer?.uid ?? null);
  useEffect(() => {
    if (uid !== undefined) cacheBelongsTo(uid);
  }, [uid]);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
