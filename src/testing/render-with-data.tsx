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

/** renderWithProviders with a fresh query cache (no retries), for components whose hooks read data. */
export function renderWithData(ui: ReactElement, state: AuthState) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const { user } = renderWithProviders(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, { auth: state });
  return { user, client };
}
