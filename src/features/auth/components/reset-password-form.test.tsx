import { screen } from '@testing-library/react';
import type { AuthActions } from '@/features/auth/api/use-auth-actions';
import { ACTION_LINK_EXPIRED } from '@/features/auth/api/auth-errors';
import { renderWithProviders } from '@/testing/render';
import { PASSWORD_CHANGED, ResetPasswordForm } from './reset-password-form';

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

function setup(overrides: Partial<AuthActions> = {}) {
  const checkPasswordResetCode = vi.fn(overrides.checkPasswordResetCode ?? (async () => 'ivy@example.com'));
  const resetPassword = vi.fn(overrides.resetPassword ?? (async () => {}));
  const result = renderWithProviders(<ResetPasswordForm code="code-1" actions={{ checkPasswordResetCode, resetPassword }} />);
  return { ...result, checkPasswordResetCode, resetPassword };
}

const save = () => screen.getByRole('button', { name: 'Set new password' });

describe('ResetPasswordForm', () => {
  it('checks the link, sets the new password and offers to sign in', async () => {
    const { user, checkPasswordResetCode, resetPassword } = setup();
    expect(await screen.findByText('ivy@example.com')).toBeInTheDocument();
    expect(checkPasswordResetCode).toHaveBeenCalledWith('code-1');
    await user.type(screen.getByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'newpass1');
    await user.click(save());
    expect(resetPassword).toHaveBeenCalledWith('code-1', 'newpass1');
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_CHANGED);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['Passwords do not match', 'Confirm New Password', 'secret1', 'secret2'],
    ['Password must be at least 6 characters long', 'New Password', 'abc12', 'abc12'],
  ])('says "%s" beside its field, as Register does, and keeps the password', async (text, field, password, confirm) => {
    const { user, resetPassword } = setup();
    await user.type(await screen.findByLabelText('New Password'), password);
    await user.type(screen.getByLabelText('Confirm New Password'), confirm);
    await user.click(save());
    expect(screen.getByLabelText(field).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByLabelText(field)).toHaveAccessibleDescription(expect.stringContaining(text));
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('says an expired or used link plainly and offers a new one', async () => {
    setup({ checkPasswordResetCode: async () => Promise.reject(authError('auth/expired-action-code')) });
    expect(await screen.findByRole('alert')).toHaveTextContent(ACTION_LINK_EXPIRED);
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/login?reset=1');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('asks for a new link when it runs out while the form is open', async () => {
    const { user } = setup({ resetPassword: async () => Promise.reject(authError('auth/invalid-action-code')) });
    await user.type(await screen.findByLabelText('New Password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'newpass1');
    await user.click(save());
    expect(await screen.findByRole('link', { name: 'Send me a new link' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ACTION_LINK_EXPIRED);
  });
});
