import { poishaToTaka, type NextTier } from '@bulkbazar/contract';
import { formatCount, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/**
 * "Add 12 more for ৳138.00 each": how many more units reach the next volume price (the engine's nextTierHint).
 * One line for the one-product quote and the variant grid's mix alike.
 */
export function NextTierHint({ next }: { next: NextTier | null }) {
  const { t } = useTranslation();
  if (!next) return null;
  return (
    <p className="mt-1 text-emerald-800 dark:text-emerald-300">
      {t('wholesale.quote.nextTier', {
        quantity: formatCount(next.addQuantity),
        price: formatTaka(poishaToTaka(next.unitPricePoisha)),
      })}
    </p>
  );
}
