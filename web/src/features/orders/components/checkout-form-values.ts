import {
  checkoutInputSchema,
  MOBILE_BANKING,
  type CartLinesInput,
  type CheckoutInput,
  type CheckoutInputParsed,
  type PaymentMethod,
} from '@bulkbazar/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { i18n } from '@/lib/i18n';

export type CheckoutFormValues = {
  /** A saved address's id, or '' for the one typed below. */
  addressId: string;
  shippingAddress: string;
  phoneNumber: string;
  /** A name to keep the typed address under; '' keeps nothing. */
  saveAddressAs: string;
  paymentMethod: PaymentMethod;
  transactionId: string;
};

export const CHECKOUT_FIELDS = [
  'addressId',
  'shippingAddress',
  'phoneNumber',
  'saveAddressAs',
  'transactionId',
] as const;
type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

export const checkoutDefaults = (addressId = ''): CheckoutFormValues => ({
  addressId,
  shippingAddress: '',
  phoneNumber: '',
  saveAddressAs: '',
  paymentMethod: 'cod',
  transactionId: '',
});

/** What the form sends: a saved address or the typed one, and a transaction id only with mobile banking. */
export function toCheckoutInput(values: CheckoutFormValues, items?: CartLinesInput['items']): CheckoutInput {
  const mobile = MOBILE_BANKING.includes(values.paymentMethod);
  const address = values.addressId
    ? { addressId: values.addressId }
    : {
        shippingAddress: values.shippingAddress,
        phoneNumber: values.phoneNumber,
        saveAddressAs: values.saveAddressAs.trim() || undefined,
      };
  return {
    ...address,
    paymentMethod: values.paymentMethod,
    transactionId: mobile && values.transactionId.trim() ? values.transactionId : undefined,
    ...(items ? { items } : {}),
  };
}

const isField = (key: unknown): key is CheckoutField => CHECKOUT_FIELDS.includes(key as CheckoutField);

/**
 * The contract's checkout schema, the same the server parses, read into field errors. Its cross-field rules
 * (an address or a saved one, a transaction id with mobile banking) run only once the rest is valid, so they
 * are said here too: the buyer hears every missing field at once.
 */
export function checkoutResolver(
  items?: CartLinesInput['items'],
): Resolver<CheckoutFormValues, unknown, CheckoutInputParsed> {
  return (values) => {
    const input = toCheckoutInput(values, items);
    const result = checkoutInputSchema.safeParse(input);
    const errors: FieldErrors<CheckoutFormValues> = {};
    for (const issue of result.success ? [] : result.error.issues) {
      const field = issue.path[0];
      if (isField(field)) errors[field] ??= { type: issue.code, message: issue.message };
      // The lines (a Buy now's quantity): the stepper and its quote say it, this only stops the sending.
      else errors.root ??= { type: issue.code, message: issue.message } as NonNullable<typeof errors.root>;
    }
    if (!values.addressId && !values.shippingAddress.trim() && !errors.shippingAddress)
      errors.shippingAddress = { type: 'required', message: i18n.t('placeCheckout.addressRequired') };
    if (!values.addressId && !values.phoneNumber.trim() && !errors.phoneNumber)
      errors.phoneNumber = { type: 'required', message: i18n.t('placeCheckout.phoneRequired') };
    if (MOBILE_BANKING.includes(values.paymentMethod) && !input.transactionId && !errors.transactionId)
      errors.transactionId = { type: 'required', message: i18n.t('checkout.transactionRequired') };
    if (!result.success || Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: result.data, errors: {} };
  };
}
