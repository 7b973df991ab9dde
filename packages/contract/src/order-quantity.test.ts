import { describe, expect, it } from 'vitest';
import { checkOrderQuantity } from './order-quantity.js';

const product = { minQuantity: 50, maxQuantity: 1200 };

describe('checkOrderQuantity', () => {
  it('accepts the MOQ, the stock and anything between', () => {
    expect(checkOrderQuantity(product, 50)).toEqual({ ok: true });
    expect(checkOrderQuantity(product, 1200)).toEqual({ ok: true });
    expect(checkOrderQuantity(product, 600)).toEqual({ ok: true });
  });
  it('refuses below the MOQ with the PRODUCT.md title and text', () => {
    const r = checkOrderQuantity(product, 49);
    expect(r).toMatchObject({
      ok: false,
      code: 'BELOW_MOQ',
      title: 'Minimum order quantity not met',
      message: 'The minimum order for this product is 50 units',
    });
  });
  it('refuses above the stock with the PRODUCT.md title and text', () => {
    expect(checkOrderQuantity(product, 1201)).toMatchObject({
      ok: false,
      code: 'OUT_OF_STOCK',
      title: 'Insufficient stock',
      message: 'Only 1200 units available',
    });
  });
  it('refuses fractions, zero, negatives and non-numbers', () => {
    for (const q of [0, -5, 50.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(checkOrderQuantity(product, q)).toMatchObject({ ok: false, code: 'INVALID_QUANTITY' });
    }
  });
  it('reports out of stock when the stock is below the MOQ', () => {
    expect(checkOrderQuantity({ minQuantity: 50, maxQuantity: 10 }, 50)).toMatchObject({
      code: 'OUT_OF_STOCK',
    });
  });
});
