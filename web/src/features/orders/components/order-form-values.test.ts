import { describe, expect, it } from 'vitest';
import { orderFormResolver, orderTotal } from './order-form-values';

// Issue 11, item 11 in the checkout: the live total is exact, and a total past the server's cap is refused
// at the quantity field before anything is sent.
const product = { _id: 'p1', minQuantity: 1, maxQuantity: 10_000_000, price: 9_999_999.99 };
const values = (quantity: number) => ({
  quantity,
  shippingAddress: 'House 1, Road 2, Dhaka',
  phoneNumber: '01712345678',
  paymentMethod: 'cod' as const,
  transactionId: '',
});
const resolve = (quantity: number) =>
  orderFormResolver(product)(values(quantity), undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('order total in the checkout', () => {
  it('is exact up to the cap and shows nothing above it', () => {
    expect(orderTotal(9_999_999.99, 1_000_000)).toBe(9_999_999_990_000);
    expect(orderTotal(0.01, 3)).toBe(0.03);
    expect(orderTotal(9_999_999.99, 9_999_999)).toBeNull();
  });

  it('refuses a quantity whose total passes the cap, naming how many units fit', async () => {
    const { errors } = await resolve(9_999_999);
    expect(errors.quantity?.message).toMatch(/at most 10,00,000 units/);
    expect((await resolve(1_000_000)).errors).toEqual({});
  });
});
