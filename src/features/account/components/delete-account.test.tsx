import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { DeleteAccount, PASSWORD_NEEDED } from './delete-account';

const deleted = () => Promise.resolve({ status: 'deleted' as const });

describe('DeleteAccount', () => {
  it('says what happens and what is kept', () => {
    renderWithProviders(<DeleteAccount withPassword deleteAccount={deleted} onDeleted={() => {}} />);
    const form = screen.getByRole('form', { name: 'Delete my account' });
    expect(form).toHaveTextContent(/shows “Former member” instead of your name on the questions you asked/);
    expect(form).toHaveTextContent(/Kept, without your name: the money records/);
    expect(form).toHaveTextContent(/cancel it first, or wait for the campaign to end/);
  });

  it('asks for the password, then deletes with it and moves on', async () => {
    const deleteAccount = vi.fn(deleted);
    const onDeleted = vi.fn();
    const { user } = renderWithProviders(<DeleteAccount withPassword deleteAccount={deleteAccount} onDeleted={onDeleted} />);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByLabelText('Your password')).toHaveAccessibleDescription(PASSWORD_NEEDED);
    expect(deleteAccount).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Your password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(deleteAccount).toHaveBeenCalledWith('secret1');
    expect(onDeleted).toHaveBeenCalledOnce();
  });

  it('shows why it is refused and what to do, and keeps the password typed', async () => {
    const reason =
      'You have an Active investment in “X”, a campaign that is still running. Cancel it first (My Investments), or wait for the campaign to end.';
    const onDeleted = vi.fn();
    const { user } = renderWithProviders(
      <DeleteAccount withPassword deleteAccount={() => Promise.resolve({ status: 'refused', reason })} onDeleted={onDeleted} />,
    );
    await user.type(screen.getByLabelText('Your password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByLabelText('Your password')).toHaveValue('secret1');
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it("says a wrong password in the product's words", async () => {
    const wrong = Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' });
    const { user } = renderWithProviders(<DeleteAccount withPassword deleteAccount={() => Promise.reject(wrong)} onDeleted={() => {}} />);
    await user.type(screen.getByLabelText('Your password'), 'nope12');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password. Please try again.');
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  });

  it('asks a Google account for a fresh Google sign-in instead of a password', async () => {
    const deleteAccount = vi.fn(() => Promise.reject(Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' })));
    const { user } = renderWithProviders(<DeleteAccount withPassword={false} deleteAccount={deleteAccount} onDeleted={() => {}} />);
    expect(screen.queryByLabelText('Your password')).toBeNull();
    expect(screen.getByText(/a Google sign-in window opens to confirm it is you/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(deleteAccount).toHaveBeenCalledWith('');
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in was cancelled.');
  });
});
