import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const id = '22222222-2222-4222-8222-222222222222';

describe('delete product page', () => {
  it('asks first, then deletes the product with that id', async () => {
    const user = userEvent.setup();
    const api = mockAuthApi({
      user: makeUser(),
      overrides: {
        [`DELETE /api/delete/${id}`]: () =>
          jsonResponse({ acknowledged: true, deletedCount: 1, message: 'Product deleted successfully' }),
      },
    });
    renderApp('/delete');
    const field = await screen.findByLabelText('Product ID');

    await user.click(screen.getByRole('button', { name: 'Delete Product' }));
    expect(await screen.findByText('Enter the product ID')).toBeInTheDocument();

    await user.type(field, id);
    await user.click(screen.getByRole('button', { name: 'Delete Product' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this product?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).not.toBeInTheDocument();
    expect(api.spy.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Product' }));
    await screen.findByRole('dialog', { name: 'Delete this product?' });
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toHaveTextContent(
      'Product deleted successfully',
    );
    expect(api.spy.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
    expect(field).toHaveValue('');
  });

  it("shows the server's refusal when the product is someone else's", async () => {
    const user = userEvent.setup();
    mockAuthApi({
      user: makeUser(),
      overrides: {
        [`DELETE /api/delete/${id}`]: () =>
          errorResponse(403, 'FORBIDDEN', 'Only the seller or an admin can change this product'),
      },
    });
    renderApp(`/delete?id=${id}`);
    expect(await screen.findByLabelText('Product ID')).toHaveValue(id);
    await user.click(screen.getByRole('button', { name: 'Delete Product' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByRole('dialog', { name: 'Error!' })).toHaveTextContent(
      'Only the seller or an admin can change this product',
    );
  });
});
