import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/factories';
import { renderDashboard } from '../testing';
import { moderationServer, rowOf } from '../moderation-testing';

describe('dashboard products', () => {
  it('lists the review queue first, with author, price in taka, stock, MOQ and status', async () => {
    renderDashboard(
      '/dashboard/allproducts',
      moderationServer([
        makeProduct({ productName: 'Rice cooker', status: 'approved' }),
        makeProduct({
          productName: 'Jute bags (100)',
          status: 'pending',
          authorName: 'Karim Jute',
          author: 'karim@jute.com.bd',
          price: 1250.5,
          maxQuantity: 12000,
          minQuantity: 100,
        }),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'All Products' });
    const [first, second] = within(table).getAllByRole('rowheader');
    expect(first).toHaveTextContent('Jute bags (100)');
    expect(second).toHaveTextContent('Rice cooker');
    const cells = within(rowOf('Jute bags'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual([
      'Karim Jutekarim@jute.com.bd',
      '৳1,250.50',
      '12,000',
      '100',
      'Pending',
    ]);
  });

  it('will not reject without a reason, then rejects with the reason the admin wrote', async () => {
    const user = userEvent.setup();
    const pending = makeProduct({ productName: 'Jute bags (100)', status: 'pending' });
    const { requests } = renderDashboard('/dashboard/allproducts', moderationServer([pending]));
    await screen.findByRole('table', { name: 'All Products' });

    await user.click(within(rowOf('Jute bags')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Jute bags (100)' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      /Say why the listing is rejected/,
    );
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(requests('POST', `/api/admin/products/${pending._id}/reject`)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Reason'));
    await user.type(within(dialog).getByLabelText('Reason'), 'Photos show a different brand');
    await user.click(within(dialog).getByRole('button', { name: 'Reject listing' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests('POST', `/api/admin/products/${pending._id}/reject`).map((r) => r.body)).toEqual([
      { reason: 'Photos show a different brand' },
    ]);
    await waitFor(() => expect(within(rowOf('Jute bags')).getByText('Rejected')).toBeInTheDocument());
    expect(rowOf('Jute bags')).toHaveTextContent('Reason: Photos show a different brand');
    expect(screen.getByRole('status')).toHaveTextContent('Jute bags (100) is rejected');
  });

  it('offers only the moves a status allows, and approves and blocks', async () => {
    const user = userEvent.setup();
    const pending = makeProduct({ productName: 'Jute bags', status: 'pending' });
    const blocked = makeProduct({ productName: 'Old kettle', status: 'blocked' });
    const { requests } = renderDashboard('/dashboard/allproducts', moderationServer([pending, blocked]));
    await screen.findByRole('table', { name: 'All Products' });
    const buttons = (name: string) =>
      within(rowOf(name))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons('Jute bags')).toEqual(['Approve', 'Reject', 'Delete']);
    expect(buttons('Old kettle')).toEqual(['Unblock', 'Delete']);
    expect(within(rowOf('Jute bags')).getByRole('link', { name: 'Update' })).toHaveAttribute(
      'href',
      `/update/${pending._id}`,
    );
    expect(within(rowOf('Jute bags')).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/product/${pending._id}`,
    );

    await user.click(within(rowOf('Jute bags')).getByRole('button', { name: 'Approve' }));
    // Until the list is refreshed the row only says what was done: no second click lands on a new button.
    await waitFor(() => expect(buttons('Jute bags')).toEqual(['Delete']));
    expect(rowOf('Jute bags')).toHaveTextContent('✓ Approved');
    expect(requests('POST', `/api/admin/products/${pending._id}/approve`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Refresh list' }));
    await waitFor(() => expect(buttons('Jute bags')).toEqual(['Block', 'Delete']));
    await user.click(within(rowOf('Jute bags')).getByRole('button', { name: 'Block' }));
    const confirm = await screen.findByRole('dialog', { name: 'Block Jute bags?' });
    await user.click(within(confirm).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(buttons('Jute bags')).toEqual(['Unblock', 'Delete']));
  });

  it('deletes after a confirmation, and not without one', async () => {
    const user = userEvent.setup();
    const product = makeProduct({ productName: 'Rice cooker', status: 'approved' });
    const { requests } = renderDashboard('/dashboard/allproducts', moderationServer([product]));
    await screen.findByRole('table', { name: 'All Products' });

    await user.click(within(rowOf('Rice cooker')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Rice cooker?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(requests('DELETE', `/api/delete/${product._id}`)).toHaveLength(0);

    await user.click(within(rowOf('Rice cooker')).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Rice cooker?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Product deleted successfully');
  });

  it('filters by status through the URL', async () => {
    const user = userEvent.setup();
    const { router, requests } = renderDashboard(
      '/dashboard/allproducts?page=3',
      moderationServer([makeProduct({ productName: 'Rice cooker', status: 'approved' })]),
    );
    await screen.findByRole('table', { name: 'All Products' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Blocked');
    await waitFor(() => expect(router.state.location.search).toBe('?status=blocked'));
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(requests('GET', '/api/admin/products').at(-1)!.url.searchParams.get('status')).toBe('blocked');
  });
});
