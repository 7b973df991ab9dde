import type { Cart } from '@bulkbazar/contract';
import { formatCount } from '@/lib/format';
import { i18n, useTranslation } from '@/lib/i18n';
import { Money } from '@/components/ui/money';
import { Thumbnail } from '@/components/ui/thumbnail';

/** What the checkout places: per seller (one order each) its lines and subtotal, then the total. */
export function CheckoutSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('cart.summary')}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      {cart.groups.map((group) => (
        <section key={group.seller._id} aria-label={t('cart.seller', { name: group.seller.name })}>
          <h2 className="font-semibold">{t('cart.seller', { name: group.seller.name })}</h2>
          <ul className="mt-2 flex flex-col gap-2">
            {group.items.map((line) => (
              <li key={line.productId} className="flex items-start gap-3 text-sm">
                <Thumbnail src={line.productImage} size={48} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{line.productName}</p>
                  <p className="text-slate-600 dark:text-slate-400">
                    {t('orders.pieces', { quantity: formatCount(line.quantity) })} ×{' '}
                    <Money value={line.unitPrice} />
                  </p>
                  {line.problem && (
                    <p className="text-amber-800 dark:text-amber-300">{i18n.message(line.problem.message)}</p>
                  )}
                </div>
                <Money value={line.lineTotal} className="font-medium" />
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between border-t border-slate-200 pt-2 text-sm dark:border-slate-800">
            <span>{t('cart.subtotal')}</span>
            <Money value={group.subtotal} className="font-semibold" />
          </p>
          {group.problem && (
            <p className="mt-1 text-sm text-amber-800 dark:text-amber-300">
              {i18n.message(group.problem.message)}
            </p>
          )}
        </section>
      ))}
      <p className="flex items-baseline justify-between border-t border-slate-300 pt-3 dark:border-slate-700">
        <span className="font-semibold">{t('cart.total')}</span>
        <Money value={cart.total} className="text-xl font-bold" />
      </p>
    </aside>
  );
}
