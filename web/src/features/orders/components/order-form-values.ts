import {
  checkLineTotal,
  checkOrderQuantity,
  lineTotalPoisha,
  MOBILE_BANKING,
  orderInputSchema,
  takaToPoisha,
  type OrderInputParsed,
  type PaymentMethod,
  type Product,
} from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { i18n } from '@/lib/i18n';

export type OrderFormValues = {
  quantity: number;
  shippingAddress: string;
  phoneNumber: string;
  paymentMethod: PaymentMethod;
  transactionId: string;
};

export const ORDER_FIELDS = ['quantity', 'shippingAddress', 'phoneNumber', 'transactionId'] as const;

export const orderDefaults = (product: Pick<Product, 'minQuantity'>): OrderFormValues => ({
  quantity: product.minQuantity,
  shippingAddress: '',
  phoneNumber: '',
  paymentMethod: 'cod',
  transactionId: '',
});

const schemaResolver = zodResolver(orderInputSchema);

/**
 * The shared order schema, plus the shared MOQ/stock rule for this product: the same checks the server makes,
 * so most mistakes show at their field before anything is sent. A transaction id goes only with mobile banking.
 */
export function orderFormResolver(
  product: Pick<Product, '_id' | 'minQuantity' | 'maxQuantity' | 'price'>,
): Resolver<OrderFormValues, unknown, OrderInputParsed> {
  return async (values, context, options) => {
    const mobile = MOBILE_BANKING.includes(values.paymentMethod);
    const input = {
      productId: product._id,
      quantity: values.quantity,
      shippingAddress: values.shippingAddress,
      phoneNumber: values.phoneNumber,
      paymentMethod: values.paymentMethod,
      transactionId: mobile && values.transactionId.trim() ? values.transactionId : undefined,
    };
    const result = await schemaResolver(input, context, options as never);
    const errors: FieldErrors<OrderFormValues> = { ...(result.errors as FieldErrors<OrderFormValues>) };
    const check = checkOrderQuantity(product, values.quantity);
    if (!check.ok) errors.quantity = { type: check.code, message: check.message };
    // The server's cap on a line total (where amounts would stop being exact), said before sending.
    const total = check.ok ? checkLineTotal(takaToPoisha(product.price), values.quantity) : undefined;
    if (total && !total.ok) errors.quantity = { type: 'max', message: total.message };
    // The schema asks for it only once every other field is valid; the buyer should hear it with the rest.
    if (mobile && !input.transactionId && !errors.transactionId) {
      errors.transactionId = { type: 'required', message: i18n.t('checkout.transactionRequired') };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: result.values as OrderInputParsed, errors: {} };
  };
}

/** price × quantity in exact poisha, back in taka for display (the server computes the real total). */
export function orderTotal(price: number, quantity: number): number | null {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return null;
  const poisha = lineTotalPoisha(takaToPoisha(price), quantity);
  return poisha === null ? null : poisha / 100;
}
