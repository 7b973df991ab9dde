import {
  codAdvancePoisha,
  type Company,
  isOnlineMethod,
  PAYMENT_METHODS,
  takaToPoisha,
  type PaymentMethod,
  type PaymentOptions,
} from '@bulkbazar/contract';
import { usePaymentOptions } from '../api/get-payment-options';
import { useMerchantNumbers } from './use-merchant-numbers';

export type PaymentChoices = {
  /** In the contract's order: Cash on Delivery, the manual methods with a merchant number, the online ones. */
  methods: PaymentMethod[];
  /** The merchant number a manual method's money goes to; undefined for the others. */
  sendTo: string | undefined;
  options: PaymentOptions;
  /** The advance a cash-on-delivery checkout of `total` pays online first (poisha; 0 when none is due). */
  advancePoisha: number;
  /** Buying for a company with trade credit: what Pay on invoice draws on (its offer, or why it is closed). */
  credit: NonNullable<Company['credit']> | null;
};

/**
 * What the checkout may offer for `method` and a checkout of `total` taka (null while it is not known): a
 * manual mobile banking method only when the shop has its number, an online one only when the server has its
 * gateway, and the advance the admin's rule asks of cash on delivery (only when it can be paid online).
 */
export function usePaymentChoices(
  method: PaymentMethod,
  total: number | null,
  company?: Company,
): PaymentChoices {
  const merchantNumbers = useMerchantNumbers();
  const options = usePaymentOptions();
  const numberFor = (m: PaymentMethod) =>
    m === 'cod' || m === 'invoice' || isOnlineMethod(m) ? undefined : merchantNumbers[m];
  // Pay on invoice is a company's trade credit: offered only when buying for a company that has a limit (shown
  // closed while an invoice is overdue), never to a person. The server checks the credit again when it draws.
  const credit = company?.credit ?? null;
  const methods = PAYMENT_METHODS.filter((m) =>
    m === 'invoice'
      ? credit !== null
      : m === 'cod' || (isOnlineMethod(m) ? options.online.includes(m) : Boolean(numberFor(m))),
  );
  const advancePoisha =
    method === 'cod' && total !== null && options.online.length > 0
      ? codAdvancePoisha(takaToPoisha(total), options.codAdvance)
      : 0;
  return { methods, sendTo: numberFor(method), options, advancePoisha, credit };
}
