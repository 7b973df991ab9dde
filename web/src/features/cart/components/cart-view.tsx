import type { Cart } from '@bulkbazar/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { loginPath } from '@/lib/auth/return-to';
import { showDialog } from '@/lib/dialogs';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { CartActions } from '../api/cart-actions';
import { CartGroupSection } from './cart-group';

/**
 * The cart page's body, the same for a signed-in buyer (the server's cart) and a guest (this browser's, priced
 * by the server): one section per seller, then the total and the way to checkout, which stays shut, with the
 * reason beside it, until every line and seller minimum is fine.
 */
export function CartView({ cart, actions, guest }: { cart: Cart; actions: CartActions; guest: boolean }) {
  const { t } = useTranslation();
  const reasonId = useId();

  async function clear() {
    const answer = await showDialog({
      icon: 'warning',
      title: t('cart.clearTitle'),
      text: t('cart.clearText'),
      showCancelButton: true,
      confirmButtonText: t('cart.clearConfirm'),
      cancelButtonText: t('cart.keep'),
    });
    if (answer.isConfirmed) await actions.clear();
  }

  const checkoutLabel = guest ? t('cart.signInToCheckout') : t('cart.checkout');
  const checkoutTo = guest ? loginPath(paths.cartCheckout) : paths.cartCheckout;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{t('cart.title')}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            {guest ? t('cart.guestIntro') : t('cart.intro')}
          </p>
        </div>
        <Link to={paths.myOrders} className="font-medium text-emerald-700 underline dark:text-emerald-400">
          {t('cart.myOrders')}
        </Link>
      </div>
      <p role="status" className="text-sm text-slate-600 empty:hidden dark:text-slate-400">
        {actions.saving ? t('cart.saving') : ''}
      </p>
      {cart.groups.length === 0 ? (
        <EmptyState
          title={t('cart.empty')}
          text={t('cart.emptyText')}
          action={<ButtonLink to={paths.products}>{t('cart.browse')}</ButtonLink>}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <div className="flex flex-col gap-4">
            {cart.groups.map((group) => (
              <CartGroupSection key={group.seller._id} group={group} actions={actions} />
            ))}
          </div>
          <aside
            aria-label={t('cart.summary')}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 lg:sticky lg:top-20 dark:border-slate-800 dark:bg-slate-900"
          >
            <p className="flex items-baseline justify-between gap-3">
              <span className="font-medium">
                {t('cart.total')}{' '}
                <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
                  ({t('cart.lineCount', { count: cart.lineCount })})
                </span>
              </span>
              <Money value={cart.total} className="text-xl font-bold" />
            </p>
            {cart.ready ? (
              <ButtonLink to={checkoutTo} size="lg">
                {checkoutLabel}
              </ButtonLink>
            ) : (
              <>
                <Button size="lg" disabled aria-describedby={reasonId}>
                  {checkoutLabel}
                </Button>
                <p id={reasonId} className="text-sm text-amber-800 dark:text-amber-300">
                  {t('cart.blocked')}
                </p>
              </>
            )}
            <Button variant="ghost" size="sm" className="self-start" onClick={() => void clear()}>
              {t('cart.clear')}
            </Button>
          </aside>
        </div>
      )}
    </div>
  );
}
