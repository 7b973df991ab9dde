import type { Product } from '@bulkbazar/contract';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { loginPath } from '@/lib/auth/return-to';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '@/lib/paths';

/**
 * Buy: a signed-out visitor is asked to sign in first and comes back with the Checkout open (its address
 * travels as the login page's ?next, through registering or Google too); a signed-in buyer gets the Checkout
 * modal, a route over this page, so Back closes it.
 */
export function BuyBox({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const soldOut = product.maxQuantity < product.minQuantity;
  const orderable = product.status === 'approved' && !soldOut;

  function buy() {
    if (!user) {
      void navigate(loginPath(paths.checkout(product._id)));
      return;
    }
    // The modal steps back on close when it knows it was opened from here.
    void navigate(paths.checkout(product._id), {
      state: { openedFromProduct: true },
      preventScrollReset: true,
    });
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button size="lg" onClick={buy} disabled={!orderable} className="min-w-40">
        {t('buy.buy')}
      </Button>
      {!orderable && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {soldOut ? t('buy.soldOut') : t('buy.notForSale')}
        </p>
      )}
      {orderable && !loading && !user && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('buy.signInFirst')}</p>
      )}
      {orderable && user && (
        <Link
          to={paths.purchase(product._id)}
          className="text-sm text-emerald-700 underline dark:text-emerald-400"
        >
          {t('buy.fullPage')}
        </Link>
      )}
    </div>
  );
}
