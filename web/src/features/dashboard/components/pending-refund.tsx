import { refundResolveBodySchema, type OrderRefund } from '@bulkbazar/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { showError } from '@/lib/dialogs';
import { formatTaka } from '@/lib/format';
import { i18n, useTranslation } from '@/lib/i18n';
import { useSettleRefund } from '../api/order-refunds';
import { useNotice } from './notice';

/**
 * A refund whose gateway never answered: SSLCommerz's is sent again (with its own refund id: SSLCommerz takes it
 * as the same refund); bKash takes no id of ours, so its is never sent again — the administrator records what
 * bKash's merchant panel shows instead.
 */
export function PendingRefundAction({ orderId, refund }: { orderId: string; refund: OrderRefund }) {
  const { t } = useTranslation();
  const notify = useNotice();
  const settle = useSettleRefund(orderId);
  const [open, setOpen] = useState(false);

  async function retry() {
    try {
      const answer = await settle.mutateAsync({ refundId: refund._id });
      notify(t('refunds.pending.sent', { amount: formatTaka(answer.refund.amount) }));
    } catch (error) {
      void showError((error as Error).message);
    }
  }

  if (refund.channel === 'sslcommerz')
    return (
      <Button size="sm" variant="secondary" disabled={settle.isPending} onClick={() => void retry()}>
        {t('refunds.pending.retry')}
      </Button>
    );
  if (refund.channel !== 'bkash') return null;
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('refunds.pending.resolve')}
      </Button>
      {open && <ResolveDialog orderId={orderId} refund={refund} onClose={() => setOpen(false)} />}
    </>
  );
}

function ResolveDialog({
  orderId,
  refund,
  onClose,
}: {
  orderId: string;
  refund: OrderRefund;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotice();
  const settle = useSettleRefund(orderId);
  const ids = { title: useId(), text: useId(), name: useId() };
  const [refunded, setRefunded] = useState<boolean | null>(null);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = refundResolveBodySchema.safeParse({ refunded: refunded ?? undefined, reference });
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setError(null);
    try {
      const answer = await settle.mutateAsync({ refundId: refund._id, resolve: checked.data });
      onClose();
      notify(
        answer.refund.status === 'done'
          ? t('refunds.pending.recorded', { amount: formatTaka(answer.refund.amount) })
          : t('refunds.pending.notSent'),
      );
    } catch (e) {
      setError(isApiError(e) ? (Object.values(e.fields)[0] ?? e.message) : (e as Error).message);
    }
  }

  return (
    <Dialog labelledBy={ids.title} describedBy={ids.text} onDismiss={onClose} className="text-left">
      <h2 id={ids.title} className="pr-8 text-xl font-bold">
        {t('refunds.pending.title')}
      </h2>
      <p id={ids.text} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t('refunds.pending.text', { amount: formatTaka(refund.amount) })}
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t('refunds.pending.title')}</legend>
          {[true, false].map((value) => (
            <label key={String(value)} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name={ids.name}
                checked={refunded === value}
                onChange={() => setRefunded(value)}
                className="size-4"
              />
              {t(value ? 'refunds.pending.refunded' : 'refunds.pending.notRefunded')}
            </label>
          ))}
        </fieldset>
        {refunded && (
          <FormField label={t('refunds.pending.trxId')}>
            {(c) => (
              <input
                {...c}
                type="text"
                maxLength={100}
                autoComplete="off"
                value={reference}
                onChange={(e) => setReference(e.target.value)}
                className={inputClasses}
              />
            )}
          </FormField>
        )}
        {error && (
          <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
            {i18n.message(error)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={settle.isPending}>
            {t('dialog.cancel')}
          </Button>
          <SubmitButton pending={settle.isPending}>{t('refunds.pending.submit')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
