import { PAYMENT_RESULTS, type Order, type PaymentResult } from '@bulkbazar/contract';
import { useTranslation } from '@/lib/i18n';

/** The gateway's return as My Orders' URL tells it (`?payment=`); null for anything else. */
export function paymentResultParam(search: URLSearchParams): PaymentResult | null {
  const value = search.get('payment');
  return PAYMENT_RESULTS.find((result) => result === value) ?? null;
}

/**
 * How a payment still pending at the return ended, once the checkout's orders say so (the server confirms with
 * the gateway after the buyer is back): paid, or cancelled; else still pending.
 */
export function settledResult(result: PaymentResult, orders: readonly Order[]): PaymentResult {
  if (result !== 'pending' || orders.length === 0) return result;
  if (orders.every((o) => o.paymentStatus === 'paid' || o.paymentStatus === 'partially_paid'))
    return 'completed';
  if (orders.every((o) => o.orderStatus === 'cancelled')) return 'failed';
  return result;
}

const tones: Record<PaymentResult, string> = {
  completed:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-100',
  failed: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100',
  cancelled: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100',
  expired:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100',
  pending:
    'border-slate-300 bg-slate-50 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
};

/** My Orders after the gateway: one sentence on how the checkout's payment ended. */
export function PaymentResultBanner({ result }: { result: PaymentResult }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={`rounded-lg border px-4 py-3 font-medium ${tones[result]}`}>
      {t(`payments.result.${result}`)}
    </p>
  );
}
