import { screen } from '@testing-library/react';
import type { AuthActions } from '@/features/auth/api/use-auth-actions';
import { ACTION_LINK_EXPIRED } from '@/features/auth/api/auth-errors';
import { renderWithProviders } from '@/testing/render';
import { signedInAs, signedOut } from '@/testing/test-data';
import { EMAIL_VERIFIED, VerifyEmailResult } from './verify-email-result';

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

function setup(code: string, actions: Partial<AuthActions>, auth = signedInAs('investor', { emailVerified: false })) {
  const verifyEmailWithCode = vi.fn(actions.verifyEmailWithCode ?? (async () => {}));
  const resendVerificationEmail = vi.fn(actions.resendVerificationEmail ?? (async () => {}));
  const result = renderWithProviders(<VerifyEmailResult code={code} actions={{ verifyEmailWithCode, resendVerificationEmail }} />, {
    auth,
  });
  return { ...result, verifyEmailWithCode, resendVerificationEmail };
}

describe('VerifyEmailResult', () => {
  it('confirms the address once and leads on to the dashboard', async () => {
    const { verifyEmailWithCode } = setup('good-1', {});
    expect(await screen.findByText(EMAIL_VERIFIED)).toBeInTheDocument();
    expect(verifyEmailWithCode).toHaveBeenCalledTimes(1);
    expect(verifyEmailWithCode).toHaveBeenCalledWith('good-1');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/investor/dashboard');
  });

  it('says a used link plainly and resends the verification e-mail to a signed-in member', async () => {
    const { user, resendVerificationEmail } = setup('used-1', {
      verifyEmailWithCode: async () => Promise.reject(authError('auth/invalid-action-code')),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(ACTION_LINK_EXPIRED);
    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(resendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/We have sent a new link to/)).toBeInTheDocument();
  });

  it('sends a signed-out visitor with a used link to sign in', async () => {
    setup('used-2', { verifyEmailWithCode: async () => Promise.reject(authError('auth/expired-action-code')) }, signedOut);
    expect(await screen.findByRole('alert')).toHaveTextContent(ACTION_LINK_EXPIRED);
    expect(screen.queryByRole('button', { name: 'Resend verification e-mail' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
