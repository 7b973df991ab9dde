import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showDialog, showError, showSuccess } from '@/lib/dialogs';
import { DialogHost } from './dialog-host';

describe('dialogs', () => {
  it("shows 'Error!' with the text and OK focused, and resolves as confirmed on OK", async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    let answer!: Promise<{ isConfirmed: boolean }>;
    act(() => {
      answer = showError('Login failed. Please check your information.');
    });

    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog).toHaveAccessibleDescription('Login failed. Please check your information.');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toMatchObject({ isConfirmed: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes no answer from the second click of a double click (a double tap that opened it)', async () => {
    render(<DialogHost />);
    let answered = false;
    act(() => {
      void showDialog({
        title: 'Mark this order shipped?',
        showCancelButton: true,
        confirmButtonText: 'Yes',
      }).then(() => (answered = true));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Mark this order shipped?' });
    // The second tap lands where the finger is: on the backdrop (the <dialog> itself) or on one of its buttons.
    fireEvent.click(dialog, { detail: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }), { detail: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }), { detail: 2 });
    await act(async () => {});
    expect(answered).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Mark this order shipped?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }), { detail: 1 });
    await act(async () => {});
    expect(answered).toBe(true);
  });

  it("closes as dismissed from the 'Close this dialog' button", async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    let answer!: Promise<{ isDismissed: boolean }>;
    act(() => {
      answer = showSuccess('Saved.');
    });
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close this dialog' }));
    await expect(answer).resolves.toMatchObject({ isDismissed: true });
  });

  it('offers Cancel when asked, and shows queued dialogs one after another', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    let first!: Promise<{ isConfirmed: boolean }>;
    act(() => {
      first = showDialog({ icon: 'warning', title: 'Delete it?', showCancelButton: true });
      void showError('Second');
    });
    await screen.findByRole('dialog', { name: 'Delete it?' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(first).resolves.toMatchObject({ isConfirmed: false });
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent('Second');
  });
});
