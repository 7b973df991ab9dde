import { refundBodySchema, type Order, type RefundBody } from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { formatTaka } from '@/lib/format';
import { i18n, useTranslation } from '@/lib/i18n';
import { typedNumber } from '@/lib/number-input';
import { newRefundKey, useOrderRefunds, useRefundOrder } from '../api/order-refunds';
import { shortOrderId } from './format';

type Values = { amount: number; reason: string; reference?: string };
const FIELDS = ['amount', 'reason', 'reference'] as const;

/**
 * An administrator's refund of an order: how much (the server's limit shown: paid less refunded), why (the buyer
 * is told), and, when no gateway refunds it, the reference of the money sent by hand. One key per opened dialog,
 * so pressing Refund again after no answer is the same refund, never a second one.
 */
export function RefundDialog({
  order,
  onDone,
  onClose,
}: {
  order: Order;
  onDone: (amount: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const [key] = useState(newRefundKey);
  const [formError, setFormError] = useState<string | null>(null);
  const { data } = useOrderRefunds(order._id);
  const refund = useRefundOrder(order._id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RefundBody, unknown, Values>({
    resolver: zodResolver(refundBodySchema),
    defaultValues: { reason: '', reference: '' },
  });
  const manual = data?.channel === 'manual';

  async function send(values: Values) {
    setFormError(null);
    // The server says so too; said here, the form need not wait for it.
    if (manual && !values.reference) {
      const message = 'Enter the reference of the money you sent';
      return setError('reference', { type: 'server', message }, { shouldFocus: true });
    }
    try {
      const body = manual ? values : { amount: values.amount, reason: values.reason };
      const answer = await refund.mutateAsync({ body, key });
      onDone(answer.refund.amount);
    } catch (error) {
      if (!isApiError(error)) return setFormError((error as Error).message);
      const named = FIELDS.filter((f) => error.fields[f]);
      for (const f of named) setError(f, { type: 'server', message: error.fields[f] }, { shouldFocus: true });
      if (named.length === 0) setFormError(error.message);
    }
  }

  const intro = !data
    ? t('refunds.dialog.loading')
    : data.refundable === 0
      ? t('refunds.dialog.nothing')
      : manual
        ? t('refunds.dialog.byHand', { amount: formatTaka(data.refundable) })
        : t('refunds.dialog.through', {
            amount: formatTaka(data.refundable),
            gateway: t(`refunds.channel.${data.channel}`),
          });

  return (
    <Dialog labelledBy={titleId} describedBy={textId} onDismiss={onClose} className="text-left">
      <h2 id={titleId} className="pr-8 text-xl font-bold">
        {t('refunds.dialog.title', { id: shortOrderId(order._id) })}
      </h2>
      <p id={textId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {intro}
      </p>
      {data && data.refundable > 0 && (
        <form noValidate onSubmit={handleSubmit(send)} className="mt-4 flex flex-col gap-4">
          <FormField
            label={t('refunds.dialog.amount')}
            hint={t('refunds.dialog.amountHint')}
            error={errors.amount?.message}
          >
            {(c) => (
              <input
                {...c}
                {...register('amount', typedNumber(undefined))}
                data-autofocus
                type="text"
                inputMode="decimal"
                autoComplete="off"
                className={inputClasses}
              />
            )}
          </FormField>
          <FormField
            label={t('refunds.dialog.reason')}
            hint={t('refunds.dialog.reasonHint')}
            error={errors.reason?.message}
          >
            {(c) => (
              <textarea {...c} {...register('reason')} rows={3} maxLength={500} className={inputClasses} />
            )}
          </FormField>
          {manual && (
            <FormField
              label={t('refunds.dialog.reference')}
              hint={t('refunds.dialog.referenceHint')}
              error={errors.reference?.message}
            >
              {(c) => (
                <input
                  {...c}
                  {...register('reference')}
                  type="text"
                  maxLength={100}
                  autoComplete="off"
                  className={inputClasses}
                />
              )}
            </FormField>
          )}
          {formError && (
            <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
              {i18n.message(formError)}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
              {t('dialog.cancel')}
            </Button>
            <SubmitButton pending={isSubmitting}>{t('refunds.dialog.submit')}</SubmitButton>
          </div>
        </form>
      )}
    </Dialog>
  );
}
