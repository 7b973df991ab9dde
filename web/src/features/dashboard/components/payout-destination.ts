import type { Payout } from '@bulkbazar/contract';
import { useTranslation } from '@/lib/i18n';

/** Where a payout goes, as the operator reads it (numbers masked: the files carry them in full). */
export function usePayoutDestination() {
  const { t } = useTranslation();
  return (p: Payout) =>
    p.method === 'bank'
      ? t('payouts.run.account', {
          bank: p.destination.bankName ?? '',
          name: p.destination.accountName ?? '',
          number: p.destination.accountNumber ?? '',
          routing: p.destination.routingNumber ?? '',
        })
      : t('payouts.run.wallet', {
          method: t(`payments.method.${p.method}`),
          number: p.destination.walletNumber ?? '',
        });
}
