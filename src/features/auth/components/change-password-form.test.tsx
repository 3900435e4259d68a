import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ChangePasswordForm } from './change-password-form';

function setup(changePassword = vi.fn().mockResolvedValue(undefined)) {
  return { changePassword, ...renderWithProviders(<ChangePasswordForm changePassword={changePassword} />) };
}

async function fill(user: ReturnType<typeof setup>['user'], current: string, next: string, confirm = next) {
  await user.type(screen.getByLabelText('Current Password'), current);
  await user.type(screen.getByLabelText('New Password'), next);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('changes the password with the current one, then empties the fields and says so', async () => {
    const { user, changePassword } = setup();
    await fill(user, 'demo1234', 'newpass1');
    expect(changePassword).toHaveBeenCalledWith('demo1234', 'newpass1');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password was changed.');
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  it("refuses a short or unconfirmed new password in Register's words, and sends nothing", async () => {
    const { user, changePassword } = setup();
    await fill(user, 'demo1234', 'abc', 'abd');
    expect(changePassword).not.toHaveBeenCalled();
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('Password must be at least 6 characters long');
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription('Passwords do not match');
  });

  it('says a wrong current password plainly and keeps what was typed', async () => {
    const { user } = setup(vi.fn().mockRejectedValue(Object.assign(new Error('Firebase: Error'), { code: 'auth/invalid-credential' })));
    await fill(user, 'wrong-one', 'newpass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password. Please try again.');
    expect(screen.getByLabelText('Current Password')).toHaveValue('wrong-one');
    expect(screen.getByLabelText('New Password')).toHaveValue('newpass1');
  });
});
