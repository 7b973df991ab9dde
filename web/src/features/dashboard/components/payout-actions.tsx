import { payoutSettleDialogSchemas, type Payout } from '@bulkbazar/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { isApiError } from '@/lib/api-error';
import { formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useSettlePayout } from '../api/payouts';
import { confirmAction } from './confirm';
import { useNotice } from './notice';
import { usePayoutDestination } from './payout-destination';

/**
 * What can still be done to a payout to send: mark it sent (with the bank's or MFS reference), mark it failed
 * (with why: the money goes back to the seller's balance), or send it through bKash's payout API where the shop
 * has one. Nothing once it is sent or failed; nothing by hand while bKash's answer may still come.
 */
export function PayoutActions({ payout, hasRail }: { payout: Payout; hasRail: boolean }) {
  const { t } = useTranslation();
  const notify = useNotice();
  const settle = useSettlePayout();
  const destination = usePayoutDestination();
  const [dialog, setDialog] = useState<'sent' | 'failed' | null>(null);
  if (payout.status !== 'pending') return null;
  const name = payout.sellerName;
  const amount = formatTaka(payout.amount);
  const method = payout.method === 'bank' ? t('payouts.bank') : t(`payments.method.${payout.method}`);

  if (payout.railAttemptedAt && Date.now() - Date.parse(payout.railAttemptedAt) < 2 * 60_000) {
    return (
      <span className="text-xs text-slate-600 dark:text-slate-400">
        {t('payouts.run.railWaiting', { method })}
      </span>
    );
  }

  async function onSettle(action: 'sent' | 'failed', text: string) {
    await settle.mutateAsync(
      action === 'sent'
        ? { id: payout.id, action, reference: text }
        : { id: payout.id, action, reason: text },
    );
    setDialog(null);
    notify(t(`payouts.${action}.done`, { name }));
  }

  async function onSend() {
    const title = t('payouts.rail.confirm', { amount, name, method });
    if (!(await confirmAction(title, destination(payout), t('payouts.run.sendRail', { method })))) return;
    try {
      const done = await settle.mutateAsync({ id: payout.id, action: 'send' });
      notify(
        done.status === 'sent'
          ? t('payouts.rail.sent', { method, amount, name, reference: done.reference ?? '' })
          : t('payouts.rail.failed', { method, name, reason: done.failureReason ?? '' }),
      );
    } catch (error) {
      notify(isApiError(error) ? error.message : (error as Error).message);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      {hasRail && !payout.railAttemptedAt && (
        <Button size="sm" disabled={settle.isPending} onClick={() => void onSend()}>
          {t('payouts.run.sendRail', { method })}
        </Button>
      )}
      <Button size="sm" variant="secondary" disabled={settle.isPending} onClick={() => setDialog('sent')}>
        {t('payouts.run.markSent')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-red-700 dark:text-red-300"
        disabled={settle.isPending}
        onClick={() => setDialog('failed')}
      >
        {t('payouts.run.markFailed')}
      </Button>
      {dialog && (
        <ReasonDialog
          schema={payoutSettleDialogSchemas[dialog]}
          texts={{
            title: t(`payouts.${dialog}.title`, { name }),
            text: t(`payouts.${dialog}.text`, { amount, to: destination(payout) }),
            label: t(`payouts.${dialog}.label`),
            hint: t(`payouts.${dialog}.hint`),
            required: t(`payouts.${dialog}.required`),
            submit: t(`payouts.${dialog}.submit`),
          }}
          onSubmit={(text) => onSettle(dialog, text)}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
