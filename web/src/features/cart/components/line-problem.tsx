import { type CartLine } from '@bulkbazar/contract';
import { formatCount, formatTaka } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { useTranslation, type TFunction } from '@/lib/i18n';

type Problem = NonNullable<CartLine['problem']>;

/**
 * Why a line cannot be checked out as it is, and the one click that fixes it: accept the new price (the same
 * quantity saved again), or change to the quantity the rules allow. A product gone from sale or sold out is
 * removed with the line's own Remove button.
 */
export function LineProblem({
  line,
  problem,
  onFix,
  disabled,
}: {
  line: CartLine;
  problem: Problem;
  onFix: (quantity: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const fix =
    problem.code === 'PRICE_CHANGED'
      ? { quantity: line.quantity, label: t('cart.problem.accept') }
      : problem.allowed && problem.code !== 'PRODUCT_UNAVAILABLE'
        ? {
            quantity: problem.allowed,
            label: t('cart.problem.changeTo', { quantity: formatCount(problem.allowed) }),
          }
        : null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <p>{problemText(t, line, problem)}</p>
      {fix && (
        <Button size="sm" variant="secondary" disabled={disabled} onClick={() => onFix(fix.quantity)}>
          {fix.label}
        </Button>
      )}
    </div>
  );
}

function problemText(t: TFunction, line: CartLine, problem: Problem): string {
  const quantity = formatCount(problem.allowed ?? 0);
  switch (problem.code) {
    case 'PRICE_CHANGED':
      return t('cart.problem.PRICE_CHANGED', {
        from: formatTaka(problem.previousUnitPrice ?? line.unitPrice),
        to: formatTaka(line.unitPrice),
      });
    case 'BELOW_MOQ':
      return t('cart.problem.BELOW_MOQ', { quantity });
    case 'NOT_A_MULTIPLE':
      return t('cart.problem.NOT_A_MULTIPLE', { quantity, pack: formatCount(line.product.orderIncrement) });
    case 'ABOVE_ORDER_LIMIT':
      return t('cart.problem.ABOVE_ORDER_LIMIT', { quantity });
    case 'OUT_OF_STOCK':
      return problem.allowed ? t('cart.problem.OUT_OF_STOCK', { quantity }) : t('cart.problem.soldOut');
    case 'PRODUCT_UNAVAILABLE':
      return t('cart.problem.PRODUCT_UNAVAILABLE');
  }
}

/** A line that can only be removed: gone from sale, or nothing of it left. */
export const isDeadLine = (line: CartLine) =>
  line.problem?.code === 'PRODUCT_UNAVAILABLE' ||
  (line.problem?.code === 'OUT_OF_STOCK' && !line.problem.allowed);
