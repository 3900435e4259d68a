import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { USER_DATA_NOT_FOUND } from '@/features/auth/api/auth-errors';
import type { AuthActions } from '@/features/auth/api/use-auth-actions';
import { LoginForm } from './login-form';

// The form loads its check on first use; loaded here first, so a slow machine's first import cannot outlast a waitFor.
beforeAll(() => import('@/features/auth/api/validate-sign-in'));

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function setup(actions: Partial<AuthActions> = {}) {
  const signInWithEmail = vi.fn<AuthActions['signInWithEmail']>(actions.signInWithEmail ?? (async () => {}));
  const signInWithGoogle = vi.fn<AuthActions['signInWithGoogle']>(actions.signInWithGoogle ?? (async () => {}));
  render(
    <MemoryRouter>
      <LoginForm actions={{ signInWithEmail, signInWithGoogle }} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), signInWithEmail, signInWithGoogle };
}

const signInButton = () => screen.getByRole('button', { name: /Sign In|Signing in/ });
const googleButton = () => screen.getByRole('button', { name: 'Sign in with Google' });

describe('LoginForm', () => {
  it('links to Create Account', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/register');
  });

  it('requires the email and the password: each message beside its field, the keyboard on the first', async () => {
    const { user, signInWithEmail } = setup();
    await user.click(signInButton());
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required'));
    // The form moves the keyboard in an effect after the messages render (use-form.ts).
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(signInWithEmail).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'ivy@example.com');
    await user.click(signInButton());
    await waitFor(() => expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription());
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(signInWithEmail).not.toHaveBeenCalled();
  });

  it('says each message once, beside its field, and sums up right above Sign In', async () => {
    const { user } = setup();
    await user.click(signInButton());
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Please correct the highlighted fields: Email, Password.');
    expect(summary.nextElementSibling).toBe(signInButton());
    expect(screen.getAllByText('Email is required')).toHaveLength(1);
    expect(screen.getAllByText('Password is required')).toHaveLength(1);
  });

  it('signs in with the trimmed email and shows "Signing in..." while busy', async () => {
    const pending = deferred();
    const { user, signInWithEmail } = setup({ signInWithEmail: () => pending.promise });
    await user.type(screen.getByLabelText('Email'), '  ivy@example.com ');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(signInButton());

    await waitFor(() => expect(signInWithEmail).toHaveBeenCalledWith('ivy@example.com', 'demo1234'));
    expect(signInButton()).toHaveTextContent('Signing in...');
    expect(signInButton()).toBeDisabled();
    expect(googleButton()).toBeDisabled();

    pending.resolve();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['auth/wrong-password', 'Incorrect password. Please try again.'],
    ['auth/invalid-credential', 'Incorrect password. Please try again.'],
    ['auth/user-not-found', 'No account found with this email. Please register first.'],
  ])('shows the product text for %s in the red banner', async (code, text) => {
    const { user } = setup({ signInWithEmail: async () => Promise.reject(authError(code)) });
    await user.type(screen.getByLabelText('Email'), 'ivy@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(signInButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert.nextElementSibling).toBe(signInButton());
    expect(signInButton()).toHaveTextContent('Sign In');
    expect(signInButton()).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('ivy@example.com');
  });

  it('says when the account has no user record', async () => {
    const { user } = setup({ signInWithEmail: async () => Promise.reject(new Error(USER_DATA_NOT_FOUND)) });
    await user.type(screen.getByLabelText('Email'), 'ghost@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(signInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('User data not found. Please register first.');
  });

  it('explains a Google failure and leaves the form usable', async () => {
    const pending = deferred();
    const { user, signInWithGoogle, signInWithEmail } = setup({ signInWithGoogle: () => pending.promise });
    await user.click(googleButton());
    expect(signInWithGoogle).toHaveBeenCalledTimes(1);
    expect(googleButton()).toBeDisabled();
    expect(signInButton()).toBeDisabled();
    expect(signInButton()).toHaveTextContent('Sign In');

    pending.reject(authError('auth/internal-error'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Google sign-in is not available right now/);
    expect(alert.nextElementSibling).toBe(googleButton());
    expect(googleButton()).toBeEnabled();
    expect(signInButton()).toBeEnabled();

    await user.type(screen.getByLabelText('Email'), 'ivy@example.com');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(signInButton());
    await waitFor(() => expect(signInWithEmail).toHaveBeenCalledWith('ivy@example.com', 'demo1234'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('LoginForm: Forgot password?', () => {
  it('opens the reset form in place of the sign-in form, with the address typed so far, and comes back', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'ivy@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ivy@example.com');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(signInButton()).toBeInTheDocument();
  });

  it('sits right under the password field', () => {
    setup();
    const password = screen.getByLabelText('Password');
    expect(password.parentElement?.nextElementSibling).toBe(screen.getByRole('button', { name: 'Forgot password?' }));
  });
});
