import {
  nextTierHint,
  poishaToTaka,
  quoteLine,
  type LineQuote as Quote,
  type QuantityRules,
} from '@bulkbazar/contract';
import { formatCount, formatTaka } from '@/lib/format';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { NextTierHint } from './next-tier-hint';

/**
 * What `quantity` units cost, from the contract's engine: the unit price in force, the line total and how many
 * more units reach the next volume price, or why the quantity cannot be ordered. Live region: a screen reader
 * hears the new total as the stepper moves.
 */
export function LineQuote({ rules, quantity }: { rules: QuantityRules; quantity: number }) {
  const { t } = useTranslation();
  const quote = quoteLine(rules, quantity);
  if (!quote.ok) {
    return (
      <p role="status" className="text-sm text-red-700 dark:text-red-300">
        {refusal(t, rules, quote)}
      </p>
    );
  }
  const next = nextTierHint(rules, quantity);
  return (
    <div role="status" className="text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-600 dark:text-slate-400">{t('wholesale.quote.unitPrice')}</dt>
        <dd className="text-right tabular-nums">{formatTaka(poishaToTaka(quote.unitPricePoisha))}</dd>
        <dt className="font-semibold">{t('wholesale.quote.lineTotal')}</dt>
        <dd className="text-right text-lg font-bold tabular-nums">
          {formatTaka(poishaToTaka(quote.lineTotalPoisha))}
        </dd>
      </dl>
      <NextTierHint next={next} />
    </div>
  );
}

/** The engine's refusal in the reader's language (its own message is English, for the API). */
function refusal(t: TFunction, rules: QuantityRules, quote: Extract<Quote, { ok: false }>): string {
  const quantity = formatCount(quote.allowed);
  switch (quote.code) {
    case 'BELOW_MOQ':
      return t('wholesale.quote.errors.BELOW_MOQ', { quantity });
    case 'NOT_A_MULTIPLE':
      return t('wholesale.quote.errors.NOT_A_MULTIPLE', {
        quantity,
        next: formatCount(quote.allowed + rules.orderIncrement),
        pack: formatCount(rules.orderIncrement),
      });
    case 'ABOVE_ORDER_LIMIT':
      return t('wholesale.quote.errors.ABOVE_ORDER_LIMIT', { quantity });
    case 'OUT_OF_STOCK':
      return quote.allowed > 0
        ? t('wholesale.quote.errors.OUT_OF_STOCK', { quantity })
        : t('wholesale.quote.errors.soldOut');
  }
}
