import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { StaticAuthProvider } from '@/lib/auth-provider';
import type { AuthState } from '@/lib/auth-state';
import { signedOut } from '@/testing/test-data';

type RenderOptions = { url?: string; auth?: AuthState };

/** Renders `ui` at `url` with the router and a fixed session (signedInAs(role) from test-data). */
export function renderWithProviders(ui: ReactNode, { url = '/', auth = signedOut }: RenderOptions = {}) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <StaticAuthProvider state={auth}>{ui}</StaticAuthProvider>
    </MemoryRouter>,
  );
  return { user, ...result };
}
