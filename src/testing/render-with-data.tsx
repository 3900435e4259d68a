import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AuthState } from '@/lib/auth-state';
import type { Role } from '@/lib/roles';
import { renderWithProviders } from '@/testing/render';
import { signedInAs } from '@/testing/test-data';

/** A signed-in member whose profile carries a display name (what questions are asked under). */
export function memberAs(uid: string, role: Role, fullName = uid, email = `${uid}@example.com`): AuthState {
  const session = signedInAs(role, { uid, email });
  return session.status === 'signedIn' ? { ...session, profile: { role, fullName } } : session;
}

/**
 * renderWithProviders with a fresh query cache (no retries), for components whose hooks read data.
 * `seed` puts data in the cache through the real key factories (client.setQueryData(projectKeys...)),
 * so the component's real hooks run and find it; seeded data is fresh for the test's length (no
 * refetch on mount), unless a hook sets its own staleTime. `url`: where the router starts.
 */
export function renderWithData(ui: ReactElement, state: AuthState, seed?: (client: QueryClient) => void, url = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, ...(seed ? { staleTime: Infinity } : {}) }, mutations: { retry: false } },
  });
  seed?.(client);
  const { user } = renderWithProviders(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, { url, auth: state });
  return { user, client };
}
