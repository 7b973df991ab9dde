import { ladderRows, poishaToTaka, tierIndexAt, type QuantityRules } from '@bulkbazar/contract';
import { formatCount, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/**
 * The volume prices of a product, one row per quantity range ("48–95 | ৳145.00", "480+ | ৳130.00"), the row in
 * force at `quantity` marked as the buyer's price. Nothing for a product with one price: its price is shown
 * elsewhere already.
 */
export function PriceLadder({ rules, quantity }: { rules: QuantityRules; quantity?: number }) {
  const { t } = useTranslation();
  if (rules.priceTiers.length === 0) return null;
  // Row 0 is the base price; tier i is row i + 1.
  const current = quantity === undefined ? null : tierIndexAt(rules.priceTiers, quantity) + 1;
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left font-semibold">{t('wholesale.ladder.title')}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('wholesale.ladder.quantity')}</th>
          <th scope="col">{t('wholesale.ladder.unitPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {ladderRows(rules).map((row, i) => {
          const from = formatCount(row.from);
          const isCurrent = i === current;
          return (
            <tr
              key={row.from}
              aria-current={isCurrent ? 'true' : undefined}
              className={`border-t border-slate-200 dark:border-slate-700 ${
                isCurrent ? 'bg-emerald-50 font-semibold dark:bg-emerald-950' : ''
              }`}
            >
              <th scope="row" className="py-1.5 pl-2 text-left font-normal tabular-nums">
                {row.to === null
                  ? t('wholesale.ladder.openEnded', { from })
                  : t('wholesale.ladder.range', { from, to: formatCount(row.to) })}
              </th>
              <td className="py-1.5 pr-2 text-right tabular-nums">
                {formatTaka(poishaToTaka(row.pricePoisha))}
                {isCurrent && (
                  <span className="ml-2 rounded bg-emerald-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                    {t('wholesale.ladder.yourPrice')}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
