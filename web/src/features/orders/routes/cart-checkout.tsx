import type { CheckoutResult, DeliveryZone } from '@bulkbazar/contract';
import { useQueryClient, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { RouteErrorView } from '@/components/route-error-view';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { siteContentQueryOptions } from '@/lib/api/get-site-content';
import { whenSignedIn } from '@/lib/auth/when-signed-in';
import { cartQueryOptions } from '@/lib/cart/cart-api';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import { addressesQueryOptions } from '@/lib/api/get-addresses';
import { bdLocationsQueryOptions } from '@/lib/api/get-bd-locations';
import { paymentOptionsQueryOptions } from '../api/get-payment-options';
import { CheckoutDone } from '../components/checkout-done';
import { CheckoutForm } from '../components/checkout-form';
import { CheckoutSummary, deliveryTotal } from '../components/checkout-summary';
import { withDelivery } from '../components/delivery-total';

export function createLoader(queryClient: QueryClient) {
  return () =>
    whenSignedIn(queryClient, async () => {
      // The saved addresses, the merchant numbers and the online payment options only add choices: without
      // them the buyer types an address and pays on delivery, so their failure does not stop the checkout
      // (prefetchQuery never throws).
      const [cart] = await Promise.all([
        queryClient.ensureQueryData(cartQueryOptions()),
        queryClient.prefetchQuery(addressesQueryOptions),
        queryClient.prefetchQuery(siteContentQueryOptions),
        queryClient.prefetchQuery(paymentOptionsQueryOptions),
        queryClient.prefetchQuery(bdLocationsQueryOptions),
      ]);
      return cart;
    });
}

const alertClasses =
  'rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200';

/**
 * /checkout: the signed-in buyer's cart placed at once, one order per seller: the summary, where it goes, how
 * it is paid. A cart with problems is sent back to the cart page to fix them; so is a line the server refuses.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('placeCheckout.title'));
  const queryClient = useQueryClient();
  const { data: cart } = useSuspenseQuery(cartQueryOptions());
  const [done, setDone] = useState<CheckoutResult | null>(null);
  const [lineError, setLineError] = useState<string | null>(null);
  const [zone, setZone] = useState<DeliveryZone | null>(null);
  const delivery = deliveryTotal(cart, zone) ?? 0;
  const total = withDelivery(cart.total, delivery);
  // What this page shows is what the server places: the cart changed since (another tab) places nothing.
  const shown = {
    // A product with variants has a line per variant: each is named by its variant, as the server keys them.
    lines: cart.groups.flatMap((g) =>
      g.items.map((l) => ({
        productId: l.productId,
        ...(l.variantId ? { variantId: l.variantId } : {}),
        quantity: l.quantity,
      })),
    ),
    total,
  };
  const [changed, setChanged] = useState<string | null>(null);

  if (done) return <CheckoutDone result={done} />;
  const back = (
    <Link to={paths.cart} className="font-medium text-emerald-700 underline dark:text-emerald-400">
      {t('placeCheckout.backToCart')}
    </Link>
  );

  return (
    <div className="flex flex-col gap-6">
      <Link to={paths.cart} className="text-sm text-emerald-700 underline dark:text-emerald-400">
        <span aria-hidden="true">← </span>
        {t('placeCheckout.back')}
      </Link>
      <div>
        <h1 className="text-3xl font-bold">{t('placeCheckout.title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('placeCheckout.intro')}</p>
      </div>
      {cart.groups.length === 0 ? (
        <EmptyState
          title={t('placeCheckout.emptyTitle')}
          text={t('placeCheckout.emptyText')}
          action={<ButtonLink to={paths.products}>{t('cart.browse')}</ButtonLink>}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <section
            aria-label={t('placeCheckout.delivery')}
            className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
          >
            {lineError && (
              <div role="alert" className={alertClasses}>
                <p>{t('placeCheckout.lineError', { message: lineError })}</p>
                <p className="mt-1">{back}</p>
              </div>
            )}
            {changed && (
              <div role="alert" className={alertClasses}>
                <p className="font-medium">{t('placeCheckout.cartChanged')}</p>
                <p className="mt-1">{changed}</p>
              </div>
            )}
            {!cart.ready && !lineError && (
              <div role="alert" className={alertClasses}>
                <p>{t('placeCheckout.notReady')}</p>
                <p className="mt-1">
                  <Link to={paths.cart} className="font-medium underline">
                    {t('placeCheckout.fixInCart')}
                  </Link>
                </p>
              </div>
            )}
            <CheckoutForm
              total={total}
              shown={shown}
              onCartChanged={(error) => {
                setChanged(error.message);
                // The page shows the cart as it is now (the mutation reads it again too).
                void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all() });
              }}
              onZone={setZone}
              blocked={!cart.ready}
              onPlaced={setDone}
              onLineError={(error) => setLineError(error.message)}
            />
          </section>
          <CheckoutSummary cart={cart} zone={zone} />
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
