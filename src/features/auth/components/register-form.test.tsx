import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { AuthActions } from '@/features/auth/api/use-auth-actions';
import { RegisterForm } from './register-form';

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

function setup(actions: Partial<AuthActions> = {}) {
  const registerWithEmail = vi.fn<AuthActions['registerWithEmail']>(actions.registerWithEmail ?? (async () => {}));
  const signInWithGoogle = vi.fn<AuthActions['signInWithGoogle']>(actions.signInWithGoogle ?? (async () => {}));
  render(
    <MemoryRouter>
      <RegisterForm actions={{ registerWithEmail, signInWithGoogle }} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), registerWithEmail, signInWithGoogle };
}

type Entries = { fullName: string; email: string; phone: string; password: string; confirm: string; role?: string };
const ivy: Entries = {
  fullName: 'Ivy Chen',
  email: 'ivy@example.com',
  phone: '+1 312 555 0177',
  password: 'secret1',
  confirm: 'secret1',
  role: 'investor',
};

async function fill(user: UserEvent, entries: Entries) {
  await user.type(screen.getByLabelText('Full Name'), entries.fullName);
  await user.type(screen.getByLabelText('Email'), entries.email);
  await user.type(screen.getByLabelText('Phone Number'), entries.phone);
  await user.type(screen.getByLabelText('Password'), entries.password);
  await user.type(screen.getByLabelText('Confirm Password'), entries.confirm);
  if (entries.role) await user.selectOptions(screen.getByLabelText('I want to'), entries.role);
}

const submit = () => screen.getByRole('button', { name: /Create Account|Creating Account/ });

describe('RegisterForm', () => {
  it('offers the two roles behind a "Choose your role" placeholder, and a link to login', () => {
    setup();
    const select = screen.getByLabelText('I want to');
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => [option.textContent, option.getAttribute('value')])).toEqual([
      ['Choose your role', ''],
      ['Invest in Projects', 'investor'],
      ['Create Projects', 'entrepreneur'],
    ]);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
  });

  it('registers an entrepreneur with the trimmed values and shows "Creating Account..." while busy', async () => {
    let finish!: () => void;
    const { user, registerWithEmail } = setup({ registerWithEmail: () => new Promise<void>((resolve) => (finish = resolve)) });
    await fill(user, { ...ivy, fullName: ' Erin Walsh ', email: 'erin@example.com ', role: 'entrepreneur' });
    await user.click(submit());

    expect(registerWithEmail).toHaveBeenCalledWith({
      fullName: 'Erin Walsh',
      email: 'erin@example.com',
      phoneNumber: '+1 312 555 0177',
      password: 'secret1',
      role: 'entrepreneur',
    });
    expect(submit()).toHaveTextContent('Creating Account...');
    expect(submit()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it.each([
    ['Passwords do not match', 'Confirm Password', { confirm: 'secret2' }],
    ['Password must be at least 6 characters long', 'Password', { password: 'abc12', confirm: 'abc12' }],
  ])('says "%s" beside its field, moves the focus there and does not register', async (text, field, changes) => {
    const { user, registerWithEmail } = setup();
    await fill(user, { ...ivy, ...changes });
    await user.click(submit());
    const input = screen.getByLabelText(field, { exact: true });
    expect(input).toHaveAccessibleDescription(text);
    expect(input).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(`Please correct the highlighted fields: ${field}.`);
    expect(registerWithEmail).not.toHaveBeenCalled();
  });

  it('says each message once, beside its field, and sums up right above Create Account', async () => {
    const { user } = setup();
    await fill(user, { ...ivy, confirm: 'secret2' });
    await user.click(submit());
    const summary = screen.getByRole('alert');
    const [message] = screen.getAllByText('Passwords do not match');
    expect(screen.getAllByText('Passwords do not match')).toHaveLength(1);
    expect(summary).not.toContainElement(message);
    // Where the eye is after the click: the summary comes after the last field, just before the button.
    expect(summary.nextElementSibling).toBe(submit());
    expect(screen.getByLabelText('I want to').compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('requires a role', async () => {
    const { user, registerWithEmail } = setup();
    await fill(user, { ...ivy, role: undefined });
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields: I want to.');
    expect(screen.getByLabelText('I want to')).toHaveAccessibleDescription('Please choose your role');
    expect(screen.getByLabelText('I want to')).toHaveFocus();
    expect(registerWithEmail).not.toHaveBeenCalled();
  });

  it('requires every field, focuses the first, and clears the errors once the form is fixed', async () => {
    const { user, registerWithEmail } = setup();
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please correct the highlighted fields: Full Name, Email, Phone Number, Password, Confirm Password, I want to.',
    );
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Full name is required');
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription('Phone number is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(registerWithEmail).not.toHaveBeenCalled();

    await fill(user, ivy);
    await user.click(submit());
    expect(registerWithEmail).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
  });

  it.each([
    ['auth/email-already-in-use', 'An account with this email already exists. Please login instead.'],
    ['auth/invalid-email', 'Please enter a valid email address.'],
  ])('shows the product text for %s', async (code, text) => {
    const { user } = setup({ registerWithEmail: async () => Promise.reject(authError(code)) });
    await fill(user, ivy);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert.nextElementSibling).toBe(submit());
    expect(submit()).toBeEnabled();
  });

  it('signs up with Google and explains a failure without blocking the form', async () => {
    const { user, signInWithGoogle } = setup({
      signInWithGoogle: async () => Promise.reject(authError('auth/account-exists-with-different-credential')),
    });
    await user.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    expect(signInWithGoogle).toHaveBeenCalledTimes(1);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account already exists with this email. Please login instead.');
    expect(alert.nextElementSibling).toBe(screen.getByRole('button', { name: 'Sign up with Google' }));
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeEnabled();
    expect(submit()).toBeEnabled();
  });
});
