import {
  codAdvancePoisha,
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
};

/**
 * What the checkout may offer for `method` and a checkout of `total` taka (null while it is not known): a
 * manual mobile banking method only when the shop has its number, an online one only when the server has its
 * gateway, and the advance the admin's rule asks of cash on delivery (only when it can be paid online).
 */
export function usePaymentChoices(method: PaymentMethod, total: number | null): PaymentChoices {
  const merchantNumbers = useMerchantNumbers();
  const options = usePaymentOptions();
  const numberFor = (m: PaymentMethod) => (m === 'cod' || isOnlineMethod(m) ? undefined : merchantNumbers[m]);
  const methods = PAYMENT_METHODS.filter(
    (m) => m === 'cod' || (isOnlineMethod(m) ? options.online.includes(m) : Boolean(numberFor(m))),
  );
  const advancePoisha =
    method === 'cod' && total !== null && options.online.length > 0
      ? codAdvancePoisha(takaToPoisha(total), options.codAdvance)
      : 0;
  return { methods, sendTo: numberFor(method), options, advancePoisha };
}
