import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { formatCount, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { usePayInvoices, type CreditInvoice, type OnlineInvoiceMethod } from '../api/credit';

/**
 * Paying the selected invoices online (owner, finance): what is left on them, then bKash or SSLCommerz — the
 * server starts the payment and the browser goes to the gateway's page, which sends it back to this page. A
 * refusal is said with the field it names.
 */
export function CreditPay({ companyId, chosen }: { companyId: string; chosen: CreditInvoice[] }) {
  const { t } = useTranslation();
  const pay = usePayInvoices(companyId);
  const [failure, setFailure] = useState<string | null>(null);
  const [going, setGoing] = useState(false);
  const totalPoisha = chosen.reduce((sum, inv) => sum + inv.amountPoisha - inv.paidPoisha, 0);

  async function start(method: OnlineInvoiceMethod) {
    setFailure(null);
    if (chosen.length === 0) return setFailure(t('credit.noneSelected'));
    try {
      const { redirectUrl } = await pay.mutateAsync({ invoiceIds: chosen.map((inv) => inv.id), method });
      setGoing(true);
      window.location.assign(redirectUrl);
    } catch (error) {
      const fields = isApiError(error) ? error.fields : {};
      setFailure(fields.method ?? fields.invoiceIds ?? (error as Error).message);
    }
  }

  const busy = pay.isPending || going;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('credit.payHint')}</p>
      <p role="status" className="font-semibold">
        {t('credit.selected', { count: formatCount(chosen.length), total: formatTaka(totalPoisha / 100) })}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button disabled={busy} aria-busy={busy} onClick={() => void start('bkash')}>
          {busy ? t('credit.paying') : t('credit.payBkash')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void start('sslcommerz')}>
          {t('credit.paySslcommerz')}
        </Button>
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
    </div>
  );
}
