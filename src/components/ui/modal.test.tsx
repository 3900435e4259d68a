import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

function renderModal() {
  render(
    <>
      <button type="button">Outside</button>
      <Modal open title="Make an Investment" onClose={vi.fn()}>
        <input aria-label="Amount" autoFocus />
        <button type="button">Cancel</button>
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button">Confirm</button>
      </Modal>
    </>,
  );
}

describe('Modal', () => {
  it('is a dialog named by its title', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Make an Investment' })).toBeInTheDocument();
  });

  it('wraps Tab from the last control to the first, and Shift+Tab from the first to the last', async () => {
    const user = userEvent.setup();
    renderModal();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    amount.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(amount).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });
});
