import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { ProfileSettingsForm } from './profile-settings-form';

const initial = { fullName: 'Ivy Chen', phoneNumber: '+1 312 555 0177', bio: '' };

function setup(onSave = vi.fn().mockResolvedValue(undefined)) {
  return { onSave, ...renderWithProviders(<ProfileSettingsForm initial={initial} onSave={onSave} />) };
}

describe('ProfileSettingsForm', () => {
  it('saves the name, phone and bio as stored, and says so', async () => {
    const { user, onSave } = setup();
    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), ' Ivy  C. Chen ');
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '(312) 555-0199');
    await user.type(screen.getByLabelText('Bio'), 'Backs clean energy.');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(onSave).toHaveBeenCalledWith({ fullName: 'Ivy C. Chen', phoneNumber: '(312) 555-0199', bio: 'Backs clean energy.' });
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile was saved.');
  });

  it('refuses a name that impersonates and a short phone number beside their fields, and sends nothing', async () => {
    const { user, onSave } = setup();
    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), 'Admin');
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '+1 999');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription(
      'Shown beside your questions, investments and projects. That name is kept for StartupFund itself. Please use your own name',
    );
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription(
      'Only you see it. Digits, spaces and + - ( ). Please enter a phone number of 7 to 20 digits',
    );
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
  });

  it('keeps what was typed when the save fails, and says why', async () => {
    const { user } = setup(vi.fn().mockRejectedValue(new Error('Missing or insufficient permissions.')));
    await user.type(screen.getByLabelText('Bio'), 'Builds grid batteries.');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile was not saved: Missing or insufficient permissions.');
    expect(screen.getByLabelText('Bio')).toHaveValue('Builds grid batteries.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
