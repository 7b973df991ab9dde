// The wholesale rule shared by the order form and the server: a quantity is a whole number, at least the
// product's minimum order quantity and at most its stock. The server re-checks stock inside the order
// transaction; this function is the rule both sides speak.
export type QuantityProduct = { minQuantity: number; maxQuantity: number };

export type QuantityCheck =
  | { ok: true }
  | {
      ok: false;
      code: 'INVALID_QUANTITY' | 'BELOW_MOQ' | 'OUT_OF_STOCK';
      title: string;
      message: string;
      params: { minQuantity: number; maxQuantity: number };
    };

export function checkOrderQuantity(product: QuantityProduct, quantity: number): QuantityCheck {
  const params = { minQuantity: product.minQuantity, maxQuantity: product.maxQuantity };
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    return {
      ok: false,
      code: 'INVALID_QUANTITY',
      title: 'Invalid quantity',
      message: 'Quantity must be a whole number of at least 1',
      params,
    };
  }
  if (quantity < product.minQuantity) {
    return {
      ok: false,
      code: 'BELOW_MOQ',
      title: 'Minimum order quantity not met',
      message: `The minimum order for this product is ${product.minQuantity} units`,
      params,
    };
  }
  if (quantity > product.maxQuantity) {
    return {
      ok: false,
      code: 'OUT_OF_STOCK',
      title: 'Insufficient stock',
      message: `Only ${product.maxQuantity} units available`,
      params,
    };
  }
  return { ok: true };
}
