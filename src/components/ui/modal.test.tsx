import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

function renderModal(onClose = vi.fn()) {
  render(
    <>
      <button type="button">Outside</button>
      <Modal open title="Make an Investment" onClose={onClose}>
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

  it('closes when tapped outside its content (the backdrop), not when tapped inside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderModal(onClose);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('heading', { name: 'Make an Investment' }));
    expect(onClose).not.toHaveBeenCalled();
    // A tap on the backdrop reaches the <dialog> element itself.
    await user.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
