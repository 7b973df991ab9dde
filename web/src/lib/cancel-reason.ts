import { PAYMENT_NOT_COMPLETED } from '@bulkbazar/contract';
import type { TFunction } from '@/lib/i18n';

/**
 * Why an order was cancelled, in the page's language: the reason the shop itself records (an online payment not
 * completed) is a fixed English phrase on the order and is shown from the catalog; a decline's reason is what
 * its seller or an admin wrote, shown as written.
 */
export function cancelReasonText(reason: string, t: TFunction): string {
  return reason === PAYMENT_NOT_COMPLETED ? t('payments.facts.paymentNotCompleted') : reason;
}
