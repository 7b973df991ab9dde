import { productRules, type CartLine } from '@bulkbazar/contract';
import { formatCount, formatTaka } from '@/lib/format';
import { useId } from 'react';
import { Link } from 'react-router';
import { QuantityStepper } from '@/components/quantity/quantity-stepper';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { Thumbnail } from '@/components/ui/thumbnail';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { CartActions } from '../api/cart-actions';
import { isDeadLine, LineProblem } from './line-problem';
import { useLineQuantity } from './use-line-quantity';

/**
 * One product of the cart: picture and name, a stepper in whole packs (saved once it settles), the unit price
 * the quantity earns, the line total, how many more reach the next volume price, and what is wrong with it.
 */
export function CartLineRow({ line, actions }: { line: CartLine; actions: CartActions }) {
  const { t } = useTranslation();
  const headingId = useId();
  const save = (quantity: number) => actions.setQuantity(line.productId, quantity, line.variantId);
  const quantity = useLineQuantity(line.quantity, save);
  const dead = isDeadLine(line);

  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 py-4 sm:grid-cols-[auto_minmax(0,1fr)_minmax(10rem,14rem)] sm:items-start"
    >
      <Thumbnail src={line.productImage} size={64} />
      <div className="flex min-w-0 flex-col gap-1">
        <h3 id={headingId} className="font-semibold break-words">
          <Link to={paths.product(line.productId)} className="hover:underline">
            {line.productName}
          </Link>
        </h3>
        {line.variantOptions && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {Object.entries(line.variantOptions)
              .map(([name, value]) => `${name}: ${value}`)
              .join(' · ')}
          </p>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('cart.unitPrice')}: {t('cart.perPiece', { price: formatTaka(line.unitPrice) })}
        </p>
        {line.nextTier && !line.problem && !quantity.changing && (
          <p className="text-sm text-emerald-800 dark:text-emerald-300">
            {t('cart.nextTier', {
              quantity: formatCount(line.nextTier.addQuantity),
              price: formatTaka(line.nextTier.unitPrice),
            })}
          </p>
        )}
        {line.problem && (
          <LineProblem
            line={line}
            problem={line.problem}
            disabled={actions.saving}
            onFix={(fixed) => void save(fixed)}
          />
        )}
      </div>
      <div className="flex flex-col gap-2">
        {dead ? (
          <p className="text-sm">{t('orders.pieces', { quantity: formatCount(line.quantity) })}</p>
        ) : (
          <QuantityStepper
            rules={productRules(line.product)}
            value={quantity.shown}
            onChange={quantity.change}
            label={t('cart.quantityOf', { name: line.productName })}
          />
        )}
        <p className="flex items-baseline justify-between gap-2 text-sm">
          <span className="text-slate-600 dark:text-slate-400">{t('cart.lineTotal')}</span>
          <Money value={line.lineTotal} className="font-semibold" />
        </p>
        <Button
          variant={dead ? 'primary' : 'ghost'}
          size="sm"
          className="self-end"
          onClick={() => void actions.remove(line.productId, line.variantId)}
          aria-label={t('cart.removeNamed', { name: line.productName })}
        >
          {t('cart.remove')}
        </Button>
      </div>
    </article>
  );
}
