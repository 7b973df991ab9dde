import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/factories';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render-routes';
import { StockPanel } from './stock-panel';

// Issue 30 item 7 on the listing's edit page: the history as the server sends it, and an adjustment posted with
// its reason, the server's refusal shown at its field.
const movement = {
  id: '7',
  at: '2026-11-28T10:00:00.000Z',
  reason: 'received',
  change: 50,
  before: 100,
  after: 150,
  variantId: null,
  variantOptions: null,
  orderId: null,
  actorName: 'Karim Traders',
  note: 'Truck from Bogura',
};

describe('the stock panel', () => {
  it('lists the moves and posts an adjustment; a refusal shows at its field', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname.endsWith('/stock-history'))
        return jsonResponse({ movements: [movement], nextCursor: null });
      if (url.pathname.endsWith('/stock-adjustments')) {
        const body = JSON.parse(String(init?.body)) as { change: number };
        posted.push(body);
        return body.change < -150
          ? jsonResponse(
              {
                acknowledged: false,
                code: 'VALIDATION_FAILED',
                message: 'Stock cannot go below 0',
                fields: { change: 'Stock cannot go below 0' },
              },
              400,
            )
          : jsonResponse({ stock: 147, variantStock: null });
      }
      return jsonResponse({});
    });
    const product = makeProduct({ maxQuantity: 150 });
    renderRoutes(() => [{ path: '/', element: <StockPanel product={product} /> }]);

    const table = await screen.findByRole('table', { name: 'Stock history' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Received');
    expect(row).toHaveTextContent('Truck from Bogura');
    expect(row).toHaveTextContent('+50');
    expect(row).toHaveTextContent('Karim Traders');

    await user.type(screen.getByRole('spinbutton', { name: /Change/ }), '-3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'damaged');
    await user.click(screen.getByRole('button', { name: 'Adjust stock' }));
    expect(posted).toEqual([{ change: -3, reason: 'damaged' }]);

    const change = screen.getByRole('spinbutton', { name: /Change/ });
    await user.clear(change);
    await user.type(change, '-500');
    await user.click(screen.getByRole('button', { name: 'Adjust stock' }));
    expect(await screen.findByText('Stock cannot go below 0')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Change/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
