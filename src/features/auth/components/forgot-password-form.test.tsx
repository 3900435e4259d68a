import { screen } from '@testing-library/react';
import type { AuthActions } from '@/features/auth/api/use-auth-actions';
import { renderWithProviders } from '@/testing/render';
import { ForgotPasswordForm, RESET_LINK_SENT } from './forgot-password-form';

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

function setup(sendPasswordReset: AuthActions['sendPasswordReset'] = async () => {}) {
  const send = vi.fn(sendPasswordReset);
  const onBack = vi.fn();
  const result = renderWithProviders(
    <ForgotPasswordForm initialEmail="ivy@example.com" onBack={onBack} actions={{ sendPasswordReset: send }} />,
  );
  return { ...result, send, onBack };
}

describe('ForgotPasswordForm', () => {
  it('starts from the address typed on Login, sends the reset e-mail there and says the one message', async () => {
    const { user, send } = setup();
    expect(screen.getByLabelText('Email')).toHaveValue('ivy@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(send).toHaveBeenCalledWith('ivy@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_LINK_SENT);
  });

  it('requires an address', async () => {
    const { user, send } = setup();
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(send).not.toHaveBeenCalled();
  });

  it('says a refusal in plain words, without the success message', async () => {
    const { user } = setup(async () => Promise.reject(authError('auth/too-many-requests')));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a moment and try again.');
    expect(screen.queryByText(RESET_LINK_SENT)).not.toBeInTheDocument();
  });

  it('goes back to sign in', async () => {
    const { user, onBack } = setup();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
