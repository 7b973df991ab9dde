import { GATEWAY_OF, isOnlineMethod, ONLINE_METHODS, type PaymentMethod } from '@bulkbazar/contract';
import { formatTaka } from '@/lib/format';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { InputField } from '@/components/ui/input-field';
import { useTranslation } from '@/lib/i18n';
import type { CheckoutFormValues } from './checkout-form-values';
import { CodAdvanceField } from './cod-advance-field';
import { InvoiceCreditNote } from './invoice-credit-note';
import { PaymentMethodField } from './payment-method-field';
import { SendMoneyNote } from './send-money-note';
import type { PaymentChoices } from './use-payment-choices';

/**
 * How the checkout is paid: the method; for a manual mobile banking method where to send the money and its
 * transaction id; for an online one how long the stock is held while paying; for cash on delivery with an
 * advance due, the advance and how it is paid.
 */
export function CheckoutPayment({
  choices: { methods, sendTo, options, advancePoisha, credit },
  method,
  advanceMethod,
  total,
  register,
  errors,
}: {
  choices: PaymentChoices;
  method: PaymentMethod;
  advanceMethod: string;
  /** What the buyer pays in all (taka); null while it is not known. */
  total: number | null;
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>;
}) {
  const { t } = useTranslation();
  const methodName = t(`payments.method.${method}`);
  return (
    <>
      <PaymentMethodField
        registration={register('paymentMethod')}
        current={method}
        methods={methods}
        closed={credit?.overdue ? ['invoice'] : []}
        error={errors.paymentMethod?.message}
      />
      {credit && (method === 'invoice' || credit.overdue) && <InvoiceCreditNote credit={credit} />}
      {sendTo && (
        <SendMoneyNote
          method={methodName}
          number={sendTo}
          total={total === null ? t('checkout.total') : formatTaka(total)}
        />
      )}
      {sendTo && (
        <InputField
          label={t('checkout.transactionId')}
          hint={t('checkout.transactionHint', { method: methodName })}
          error={errors.transactionId?.message}
          {...register('transactionId')}
          autoComplete="off"
          spellCheck={false}
          maxLength={30}
        />
      )}
      {isOnlineMethod(method) && options.holdMinutes > 0 && (
        <p className="rounded-lg border border-emerald-600 bg-emerald-50 px-3 py-2 text-sm dark:bg-emerald-950">
          {t('payments.checkout.holdNote', {
            count: options.holdMinutes,
            gateway: t(`payments.gateway.${GATEWAY_OF[method]}`),
          })}
        </p>
      )}
      {advancePoisha > 0 && options.codAdvance && total !== null && (
        <CodAdvanceField
          rule={options.codAdvance}
          total={total}
          advancePoisha={advancePoisha}
          methods={ONLINE_METHODS.filter((m) => options.online.includes(m))}
          holdMinutes={options.holdMinutes}
          registration={register('advanceMethod')}
          current={advanceMethod}
          error={errors.advanceMethod?.message}
        />
      )}
    </>
  );
}
