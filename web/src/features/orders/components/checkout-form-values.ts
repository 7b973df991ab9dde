import {
  checkoutInputSchema,
  MOBILE_BANKING,
  type CartLinesInput,
  type CheckoutInput,
  type CheckoutInputParsed,
  type OnlineMethod,
  type PaymentMethod,
} from '@bulkbazar/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { i18n } from '@/lib/i18n';
import { companyAddressIdOf } from './company-ship-to';

export type CheckoutFormValues = {
  /** A saved address's id (or a company address's choice: company-ship-to.ts), or '' for the one typed below. */
  addressId: string;
  shippingAddress: string;
  /** The typed address's place in the official lists ('' until chosen). */
  division: string;
  district: string;
  area: string;
  phoneNumber: string;
  /** A name to keep the typed address under; '' keeps nothing. */
  saveAddressAs: string;
  paymentMethod: PaymentMethod;
  transactionId: string;
  /** Cash on delivery with an advance due: the online method that pays it; '' until the buyer chooses. */
  advanceMethod: OnlineMethod | '';
  /** Bought for a company (its id) or '' for oneself; the buyer's PO number ('' for none). */
  companyId: string;
  poNumber: string;
};

/** What the form knows beyond its fields: whether the checkout, paid on delivery, owes an advance online. */
export type CheckoutContext = { advanceDue: boolean };

export const CHECKOUT_FIELDS = [
  'addressId',
  'shippingAddress',
  'area',
  'phoneNumber',
  'saveAddressAs',
  'paymentMethod',
  'transactionId',
  'advanceMethod',
  'companyId',
  'poNumber',
] as const;
type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

export const checkoutDefaults = (addressId = ''): CheckoutFormValues => ({
  addressId,
  shippingAddress: '',
  division: '',
  district: '',
  area: '',
  phoneNumber: '',
  saveAddressAs: '',
  paymentMethod: 'cod',
  transactionId: '',
  advanceMethod: '',
  companyId: '',
  poNumber: '',
});

/**
 * What the form sends: a saved address or the typed one, a transaction id only with mobile banking, and the
 * advance's method only with cash on delivery when an advance is due.
 */
export function toCheckoutInput(
  values: CheckoutFormValues,
  items?: CartLinesInput['items'],
  { advanceDue }: CheckoutContext = { advanceDue: false },
): CheckoutInput {
  const mobile = MOBILE_BANKING.includes(values.paymentMethod);
  const advance = advanceDue && values.paymentMethod === 'cod' && values.advanceMethod;
  const companyAddressId = companyAddressIdOf(values.addressId);
  const address = companyAddressId
    ? { companyAddressId }
    : values.addressId
      ? { addressId: values.addressId }
      : {
          shippingAddress: values.shippingAddress,
          ...(values.division && values.district && values.area
            ? { location: { division: values.division, district: values.district, area: values.area } }
            : {}),
          phoneNumber: values.phoneNumber,
          saveAddressAs: values.saveAddressAs.trim() || undefined,
        };
  return {
    ...address,
    paymentMethod: values.paymentMethod,
    transactionId: mobile && values.transactionId.trim() ? values.transactionId : undefined,
    ...(advance ? { advanceMethod: advance } : {}),
    ...(values.companyId ? { companyId: values.companyId } : {}),
    ...(values.companyId && values.poNumber.trim() ? { poNumber: values.poNumber } : {}),
    ...(items ? { items } : {}),
  };
}

const isField = (key: unknown): key is CheckoutField => CHECKOUT_FIELDS.includes(key as CheckoutField);

/**
 * The contract's checkout schema, the same the server parses, read into field errors. Its cross-field rules
 * (an address or a saved one, a transaction id with mobile banking) run only once the rest is valid, so they
 * are said here too: the buyer hears every missing field at once. The advance's method is the form's own rule
 * (the server asks for it too when the rule applies).
 */
export function checkoutResolver(
  items?: CartLinesInput['items'],
): Resolver<CheckoutFormValues, CheckoutContext, CheckoutInputParsed> {
  return (values, context) => {
    const advanceDue = context?.advanceDue ?? false;
    const input = toCheckoutInput(values, items, { advanceDue });
    const result = checkoutInputSchema.safeParse(input);
    const errors: FieldErrors<CheckoutFormValues> = {};
    for (const issue of result.success ? [] : result.error.issues) {
      // A company address is one of the "Ship to" choices (company-ship-to.ts).
      const field = issue.path[0] === 'companyAddressId' ? 'addressId' : issue.path[0];
      if (isField(field)) errors[field] ??= { type: issue.code, message: issue.message };
      // The lines (a Buy now's quantity): the stepper and its quote say it, this only stops the sending.
      else errors.root ??= { type: issue.code, message: issue.message } as NonNullable<typeof errors.root>;
    }
    if (!values.addressId && !values.shippingAddress.trim() && !errors.shippingAddress)
      errors.shippingAddress = { type: 'required', message: i18n.t('placeCheckout.addressRequired') };
    // The place prices the delivery: a typed address needs it (the server charges "elsewhere" without one).
    if (!values.addressId && !values.area && !errors.area)
      errors.area = { type: 'required', message: i18n.t('delivery.placeRequired') };
    if (!values.addressId && !values.phoneNumber.trim() && !errors.phoneNumber)
      errors.phoneNumber = { type: 'required', message: i18n.t('placeCheckout.phoneRequired') };
    if (MOBILE_BANKING.includes(values.paymentMethod) && !input.transactionId && !errors.transactionId)
      errors.transactionId = { type: 'required', message: i18n.t('checkout.transactionRequired') };
    if (advanceDue && values.paymentMethod === 'cod' && !input.advanceMethod)
      errors.advanceMethod = { type: 'required', message: i18n.t('payments.checkout.advanceRequired') };
    if (!result.success || Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: result.data, errors: {} };
  };
}
