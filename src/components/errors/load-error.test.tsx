import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError } from './load-error';

const refused = Object.assign(new Error("Request failed with error: false for 'list' @ L372"), {
  name: 'FirebaseError',
  code: 'permission-denied',
});

describe('LoadError', () => {
  it('keeps the spec’s heading, says what happened in plain words and offers Try again', async () => {
    const retry = vi.fn();
    render(<LoadError heading="Error fetching projects" error={refused} onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Error fetching projects: You do not have access to this. If you were signed out, sign in and try again.',
    );
    expect(alert).not.toHaveTextContent(/Request failed|@ L372/);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('waits while the read runs again', () => {
    render(<LoadError heading="Error fetching updates" error={refused} onRetry={vi.fn()} retrying />);
    expect(screen.getByRole('button', { name: 'Trying again...' })).toBeDisabled();
  });
});
