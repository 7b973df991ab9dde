import type { Product } from '@bulkbazar/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { makeProduct, makeUser } from '@/test/factories';
import { jsonResponse } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

// Issue 32: a buyer whose phone is verified (signed in by SMS code, or added to the account) finds it in the
// checkout's phone field; one without finds it empty.
const buyer = makeUser({ name: 'Rahima Akter', email: 'rahima@shop.com.bd' });
const product: Product = makeProduct({
  _id: '44444444-4444-4444-8444-444444444444',
  productName: 'Jute bag',
  price: 60,
  minQuantity: 100,
  orderIncrement: 10,
  maxQuantity: 5000,
});

async function openCheckout(session: unknown) {
  mockAuthApi({
    user: buyer,
    overrides: {
      [`GET /api/product/${product._id}`]: () => jsonResponse(product),
      'GET /api/auth/get-session': () => jsonResponse(session),
    },
  });
  renderApp(`/product/${product._id}/checkout`);
  return screen.findByRole('dialog', { name: 'Checkout' });
}

describe("the checkout's phone", () => {
  it('is filled with the verified phone, as people type it', async () => {
    const dialog = await openCheckout({
      session: { id: 's', userId: buyer._id, expiresAt: '2027-01-01T00:00:00.000Z' },
      user: {
        id: buyer._id,
        email: buyer.email,
        name: buyer.name,
        phoneNumber: '+8801711223344',
        phoneNumberVerified: true,
      },
    });
    expect(await within(dialog).findByDisplayValue('01711223344')).toBe(
      within(dialog).getByLabelText('Phone Number'),
    );
  });

  it('stays empty without a verified phone', async () => {
    const dialog = await openCheckout({
      session: { id: 's', userId: buyer._id, expiresAt: '2027-01-01T00:00:00.000Z' },
      user: {
        id: buyer._id,
        email: buyer.email,
        name: buyer.name,
        phoneNumber: null,
        phoneNumberVerified: false,
      },
    });
    expect(within(dialog).getByLabelText('Phone Number')).toHaveValue('');
  });
});
