import {
  hasAtMostTwoDecimals,
  MAX_TOTAL_POISHA,
  percentToBps,
  poishaToTaka,
  sellerReceivesPoisha,
  takaToPoisha,
  type MyCommission,
} from '@bulkbazar/contract';
import { formatDigits, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/** A typed unit price the line can speak of: a positive amount in taka with at most 2 decimals. */
const priceOf = (value: unknown): number | undefined =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value > 0 &&
  hasAtMostTwoDecimals(value) &&
  takaToPoisha(value) <= MAX_TOTAL_POISHA
    ? value
    : undefined;

/**
 * "You receive ৳822.80 of ৳890.00 per unit": a unit price less the commission that applies to the seller's
 * product (GET /api/me/commission) and the VAT on it, rounded as the order's lines are. Nothing until both a
 * price and the rate are known.
 */
export function YouReceive({ price, rate }: { price: unknown; rate: MyCommission | undefined }) {
  const { t } = useTranslation();
  const unit = priceOf(price);
  if (unit === undefined || typeof rate?.percent !== 'number') return null;
  const net = sellerReceivesPoisha(
    takaToPoisha(unit),
    percentToBps(rate.percent),
    percentToBps(rate.vatPercent),
  );
  return (
    <p className="mt-1 text-xs text-emerald-800 dark:text-emerald-300">
      {t('commission.receive.line', { net: formatTaka(poishaToTaka(net)), price: formatTaka(unit) })}
    </p>
  );
}

/** What the line takes off: the commission rate, its VAT, and the fixed fee per order when there is one. */
export function CommissionTerms({ rate }: { rate: MyCommission | undefined }) {
  const { t } = useTranslation();
  if (typeof rate?.percent !== 'number') return null;
  const terms = t('commission.receive.rate', {
    percent: formatDigits(rate.percent),
    vat: formatDigits(rate.vatPercent),
  });
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400">
      {rate.fixedFee > 0
        ? `${terms} ${t('commission.receive.fee', { fee: formatTaka(rate.fixedFee) })}`
        : terms}
    </p>
  );
}
