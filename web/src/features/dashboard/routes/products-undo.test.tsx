import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/test/factories';
import { renderDashboard } from '../testing';
import { moderationServer, rowOf } from '../moderation-testing';

// Issue 11, item 18: a review does not re-sort the queue under the cursor, and can be undone for a while.

describe('dashboard products: approve and reject keep the row in place, with Undo', () => {
  afterEach(() => vi.useRealTimers());

  const names = () =>
    within(screen.getByRole('table', { name: 'All Products' }))
      .getAllByRole('rowheader')
      .map((cell) => cell.querySelector('span')!.textContent);

  it('keeps an approved row where it was, marked Approved, until the list is refreshed', async () => {
    const user = userEvent.setup();
    const first = makeProduct({ productName: 'Jute bags', status: 'pending' });
    const second = makeProduct({ productName: 'Tea cups', status: 'pending' });
    const live = makeProduct({ productName: 'Rice cooker', status: 'approved' });
    renderDashboard('/dashboard/allproducts', moderationServer([first, second, live]));
    await screen.findByRole('table', { name: 'All Products' });
    expect(names()).toEqual(['Jute bags', 'Tea cups', 'Rice cooker']);

    await user.click(within(rowOf('Jute bags')).getByRole('button', { name: 'Approve' }));
    const outcome = await within(rowOf('Jute bags')).findByText('✓ Approved');
    // The server now sorts it below the queue; the page waits for the admin to ask.
    expect(names()).toEqual(['Jute bags', 'Tea cups', 'Rice cooker']);
    expect(within(rowOf('Jute bags')).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(rowOf('Jute bags')).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(outcome).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Jute bags is approved and now public.');

    await user.click(screen.getByRole('button', { name: 'Refresh list' }));
    await waitFor(() => expect(names()).toEqual(['Tea cups', 'Jute bags', 'Rice cooker']));
    expect(within(rowOf('Jute bags')).getByRole('button', { name: 'Block' })).toBeInTheDocument();
  });

  it('shows the list as the server sorts it again after navigating back to the page', async () => {
    const user = userEvent.setup();
    const first = makeProduct({ productName: 'Jute bags', status: 'pending' });
    const second = makeProduct({ productName: 'Tea cups', status: 'pending' });
    renderDashboard('/dashboard/allproducts', moderationServer([first, second]));
    await screen.findByRole('table', { name: 'All Products' });
    await user.click(within(rowOf('Jute bags')).getByRole('button', { name: 'Approve' }));
    await within(rowOf('Jute bags')).findByText('✓ Approved');

    const nav = screen.getAllByRole('link', { name: 'All Products' });
    await user.click(nav[0]!);
    await waitFor(() => expect(names()).toEqual(['Tea cups', 'Jute bags']));
    expect(within(rowOf('Jute bags')).queryByText('✓ Approved')).not.toBeInTheDocument();
  });

  it('Undo after an approve puts the listing back to pending on the server, in the same place', async () => {
    const user = userEvent.setup();
    const first = makeProduct({ productName: 'Jute bags', status: 'pending' });
    const second = makeProduct({ productName: 'Tea cups', status: 'pending' });
    const { requests } = renderDashboard('/dashboard/allproducts', moderationServer([first, second]));
    await screen.findByRole('table', { name: 'All Products' });

    await user.click(within(rowOf('Jute bags')).getByRole('button', { name: 'Approve' }));
    await user.click(await within(screen.getByRole('status')).findByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(requests('POST', `/api/admin/products/${first._id}/requeue`)).toHaveLength(1));
    expect(await within(rowOf('Jute bags')).findByRole('button', { name: 'Approve' })).toHaveFocus();
    expect(within(rowOf('Jute bags')).getByText('Pending')).toBeInTheDocument();
    expect(names()).toEqual(['Jute bags', 'Tea cups']);
    expect(screen.getByRole('status')).toHaveTextContent('Jute bags is back in the review queue.');
    expect(within(screen.getByRole('status')).queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('Undo after a reject puts the listing back to pending with the reason gone', async () => {
    const user = userEvent.setup();
    const pending = makeProduct({ productName: 'Jute bags', status: 'pending' });
    const { requests } = renderDashboard('/dashboard/allproducts', moderationServer([pending]));
    await screen.findByRole('table', { name: 'All Products' });

    await user.click(within(rowOf('Jute bags')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Jute bags' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Blurry photo');
    await user.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(await within(rowOf('Jute bags')).findByText('✓ Rejected')).toBeInTheDocument();
    expect(rowOf('Jute bags')).toHaveTextContent('Reason: Blurry photo');

    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Undo' }));
    expect(await within(rowOf('Jute bags')).findByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(requests('POST', `/api/admin/products/${pending._id}/requeue`)).toHaveLength(1);
    expect(rowOf('Jute bags')).not.toHaveTextContent('Reason:');
  });

  it('offers Undo for six seconds, then only the message stays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const pending = makeProduct({ productName: 'Jute bags', status: 'pending' });
    const { requests } = renderDashboard('/dashboard/allproducts', moderationServer([pending]));
    await screen.findByRole('table', { name: 'All Products' });

    await user.click(within(rowOf('Jute bags')).getByRole('button', { name: 'Approve' }));
    const status = screen.getByRole('status');
    await within(status).findByRole('button', { name: 'Undo' });
    act(() => vi.advanceTimersByTime(5_000));
    expect(within(status).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(within(status).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(status).toHaveTextContent('Jute bags is approved and now public.');
    expect(requests('POST', /\/requeue$/)).toHaveLength(0);
  });

  it('keeps Undo while the pointer is on the notice, and lets it go six seconds after it leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDashboard(
      '/dashboard/allproducts',
      moderationServer([makeProduct({ productName: 'Jute bags', status: 'pending' })]),
    );
    await screen.findByRole('table', { name: 'All Products' });
    await user.click(within(rowOf('Jute bags')).getByRole('button', { name: 'Approve' }));
    const undo = await within(screen.getByRole('status')).findByRole('button', { name: 'Undo' });

    await user.hover(undo);
    act(() => vi.advanceTimersByTime(20_000));
    expect(undo).toBeInTheDocument();
    await user.unhover(undo);
    act(() => vi.advanceTimersByTime(6_000));
    expect(undo).not.toBeInTheDocument();
  });
});
