import { poishaToTaka, takaToPoisha, type CartGroup } from '@bulkbazar/contract';
import { formatTaka } from '@/lib/format';
import { useId } from 'react';
import { Money } from '@/components/ui/money';
import { useTranslation } from '@/lib/i18n';
import type { CartActions } from '../api/cart-actions';
import { CartLineRow } from './cart-line';

/**
 * One seller's part of the cart (it becomes one order): its lines, their subtotal, and the seller's minimum
 * order with how much is missing while the subtotal is below it.
 */
export function CartGroupSection({ group, actions }: { group: CartGroup; actions: CartActions }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { seller } = group;
  const minimum = formatTaka(seller.minOrderAmount);
  // In poisha, so "add ৳1,200.00 more" is exact.
  const missing = poishaToTaka(takaToPoisha(seller.minOrderAmount) - takaToPoisha(group.subtotal));
  const charge = (taka: number) => (taka === 0 ? t('delivery.free') : formatTaka(taka));

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white px-4 sm:px-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="pt-4 text-lg font-semibold">
        {t('cart.seller', { name: seller.name })}
      </h2>
      <ul
        aria-label={t('cart.lines', { name: seller.name })}
        className="divide-y divide-slate-200 dark:divide-slate-800"
      >
        {group.items.map((line) => (
          <li key={`${line.productId}:${line.variantId ?? ''}`}>
            <CartLineRow line={line} actions={actions} />
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 border-t border-slate-200 py-4 dark:border-slate-800">
        <p className="flex items-baseline justify-between gap-3">
          <span className="font-medium">{t('cart.subtotal')}</span>
          <Money value={group.subtotal} className="text-lg font-bold" />
        </p>
        {/* The charge by where it goes: the checkout asks where and adds the one that applies. */}
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('delivery.byZone', {
            city: charge(group.delivery.dhaka_city),
            suburbs: charge(group.delivery.dhaka_suburbs),
            elsewhere: charge(group.delivery.elsewhere),
          })}
        </p>
        {group.problem ? (
          <p
            role="alert"
            className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
          >
            {t('cart.minimumShort', { seller: seller.name, amount: minimum, more: formatTaka(missing) })}
          </p>
        ) : (
          seller.minOrderAmount > 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('cart.minimum', { seller: seller.name, amount: minimum })}
            </p>
          )
        )}
      </div>
    </section>
  );
}
