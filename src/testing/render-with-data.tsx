import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { StaticAuthProvider } from '@/lib/auth-provider';
import type { AuthState } from '@/lib/auth-state';
import type { Role } from '@/lib/policies';

/** A signed-in session for component tests; the profile carries the display name. */
export function signedInAs(uid: string, role: Role, fullName = uid, email = `${uid}@example.com`): AuthState {
  return {
    status: 'signedIn',
    user: { uid, email, emailVerified: true, displayName: null },
    role,
    profile: { role, fullName },
  };
}

/** Renders with a fresh query cache (no retries), a router and a fixed session. */
export function renderWithData(ui: ReactElement, state: AuthState) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <StaticAuthProvider state={state}>{ui}</StaticAuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), client };
}
