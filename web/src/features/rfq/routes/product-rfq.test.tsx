import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockAuthApi } from '@/test/auth-api';
import { makeProduct, makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

// "Request a quote" on a product: the quantity starts at the MOQ, selected, so typing replaces it (typing 500
// into an unselected 36 gave 36,500); the stock is said beside it, and a quantity above it is refused plainly.
const PRODUCT_ID = '22222222-0000-4000-8000-000000000002';
const product = makeProduct({
  _id: PRODUCT_ID,
  productName: 'Ceramic mug',
  minQuantity: 36,
  maxQuantity: 1964,
});
const tooMany = 'Only 1,964 units in stock: ask for at most 1,964';

describe('requesting a quote on a product', () => {
  it('selects the quantity, says the stock, and shows a refusal above it at the field', async () => {
    const user = userEvent.setup();
    const api = mockAuthApi({
      user: makeUser(),
      overrides: {
        [`GET /api/product/${PRODUCT_ID}`]: () => jsonResponse(product),
        'POST /api/rfqs': () => errorResponse(409, 'OUT_OF_STOCK', tooMany, { quantity: tooMany }),
      },
    });
    renderApp(`/product/${PRODUCT_ID}/rfq`);
    const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
    expect(screen.getByText('1,964 in stock')).toBeInTheDocument();
    // The dialog opens on the quantity, selected: typing replaces the MOQ.
    expect(quantity).toHaveFocus();
    await user.keyboard('500');
    expect(quantity).toHaveValue('500');
    // Back to it with Tab from the next field, likewise.
    await user.tab();
    await user.tab({ shift: true });
    await user.keyboard('700');
    expect(quantity).toHaveValue('700');

    await user.clear(quantity);
    await user.type(quantity, '5000');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
    expect(api.sent('POST /api/rfqs')).toEqual([expect.objectContaining({ quantity: 5000 })]);
  });
});
