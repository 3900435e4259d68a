import { useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { authErrorMessage } from '@/features/auth/api/auth-errors';
import type { DeleteAccountOutcome } from '@/features/account/api/delete-account';
import { FORMER_MEMBER } from '@/lib/account-deletion';

type DeleteAccountProps = {
  /** An e-mail/password account proves it is the member with its password; one made with Google signs in again. */
  withPassword: boolean;
  deleteAccount: (password: string) => Promise<DeleteAccountOutcome>;
  onDeleted: () => void;
};

export const PASSWORD_NEEDED = 'Please enter your password to delete your account.';

/** What Delete my account removes and what it keeps (docs/security.md says the same, and why). */
function WhatHappens() {
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p>Deleting your account cannot be undone. It:</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          removes your profile (name, phone number, bio), your public profile, your profile picture, your saved projects and your What’s
          new;
        </li>
        <li>
          shows “{FORMER_MEMBER}” instead of your name on the questions you asked and on the receipts of your investments, and takes your
          name and e-mail address off your investments;
        </li>
        <li>deletes your sign-in, so this e-mail address no longer has an account.</li>
      </ul>
      <p>
        Kept, without your name: the money records (your investments, your 12-month ledger and each campaign’s totals), because the
        founders’ and the admin’s books need them. The campaigns you started, their updates and your answers stay as published, as do the
        reports you filed, for the admin.
      </p>
      <p>
        It is refused while you hold live money: an Active investment in a running campaign (cancel it first, or wait for the campaign to
        end), or a campaign of yours that is running or ended funded.
      </p>
    </div>
  );
}

/** Delete my account: says what happens, asks for the password (or a fresh Google sign-in), then deletes. */
export function DeleteAccount({ withPassword, deleteAccount, onDeleted }: DeleteAccountProps) {
  const [password, setPassword] = useState('');
  const [state, setState] = useState<{ busy: boolean; refused?: string; error?: string; passwordError?: string }>({ busy: false });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (withPassword && password === '') {
      setState({ busy: false, passwordError: PASSWORD_NEEDED });
      return;
    }
    setState({ busy: true });
    try {
      const outcome = await deleteAccount(password);
      if (outcome.status === 'refused') {
        setState({ busy: false, refused: outcome.reason });
        return;
      }
      onDeleted();
    } catch (error) {
      setState({ busy: false, error: authErrorMessage(error, withPassword ? 'password' : 'google') });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Delete my account">
      <WhatHappens />
      {withPassword ? (
        <Field label="Your password" error={state.passwordError}>
          {(ids) => (
            <Input
              {...ids}
              name="deletePassword"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setState((current) => ({ ...current, passwordError: undefined }));
              }}
            />
          )}
        </Field>
      ) : (
        <p className="text-sm text-slate-700">You sign in with Google: a Google sign-in window opens to confirm it is you.</p>
      )}
      {state.refused && <Banner>{state.refused}</Banner>}
      {state.error && <Banner>{state.error}</Banner>}
      <Button type="submit" variant="danger" disabled={state.busy}>
        {state.busy ? 'Deleting your account...' : 'Delete my account'}
      </Button>
    </form>
  );
}
