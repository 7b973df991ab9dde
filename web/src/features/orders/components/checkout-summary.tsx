import type { Cart, DeliveryZone } from '@bulkbazar/contract';
import { formatCount } from '@/lib/format';
import { i18n, useTranslation } from '@/lib/i18n';
import { Money } from '@/components/ui/money';
import { Thumbnail } from '@/components/ui/thumbnail';
import { variantText } from '@/lib/variant-text';

/** The cart's delivery charges for a zone (taka, exact in poisha); null while the zone is not known. */
export const deliveryTotal = (cart: Cart, zone: DeliveryZone | null) =>
  zone === null ? null : cart.groups.reduce((sum, g) => sum + Math.round(g.delivery[zone] * 100), 0) / 100;

/**
 * What the checkout places: per seller (one order each) its lines, subtotal and delivery charge for where it
 * goes (the server computes the same and charges it), then the total.
 */
export function CheckoutSummary({ cart, zone = null }: { cart: Cart; zone?: DeliveryZone | null }) {
  const { t } = useTranslation();
  const delivery = deliveryTotal(cart, zone);
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
              <li
                key={`${line.productId}:${line.variantId ?? ''}`}
                className="flex items-start gap-3 text-sm"
              >
                <Thumbnail src={line.productImage} size={48} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{line.productName}</p>
                  {line.variantOptions && (
                    <p className="text-slate-700 dark:text-slate-300">{variantText(line.variantOptions)}</p>
                  )}
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
          {zone && (
            <p className="flex justify-between text-sm">
              <span>{t('delivery.zoneOf', { zone: t(`delivery.zone.${zone}`) })}</span>
              {group.delivery[zone] === 0 ? (
                <span>{t('delivery.free')}</span>
              ) : (
                <Money value={group.delivery[zone]} />
              )}
            </p>
          )}
          {group.problem && (
            <p className="mt-1 text-sm text-amber-800 dark:text-amber-300">
              {i18n.message(group.problem.message)}
            </p>
          )}
        </section>
      ))}
      {delivery === null ? (
        <>
          <p className="flex items-baseline justify-between border-t border-slate-300 pt-3 dark:border-slate-700">
            <span className="font-semibold">{t('cart.total')}</span>
            <Money value={cart.total} className="text-xl font-bold" />
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('delivery.chooseForCharge')}</p>
        </>
      ) : (
        <>
          <p className="flex justify-between border-t border-slate-300 pt-3 text-sm dark:border-slate-700">
            <span>{t('delivery.charge')}</span>
            {delivery === 0 ? <span>{t('delivery.free')}</span> : <Money value={delivery} />}
          </p>
          <p className="flex items-baseline justify-between">
            <span className="font-semibold">{t('cart.total')}</span>
            <Money
              value={(Math.round(cart.total * 100) + Math.round(delivery * 100)) / 100}
              className="text-xl font-bold"
            />
          </p>
        </>
      )}
    </aside>
  );
}
