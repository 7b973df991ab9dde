import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { RouteErrorView } from '@/components/route-error-view';
import { whenSignedIn } from '@/lib/auth/when-signed-in';
import { showSuccess } from '@/lib/dialogs';
import { paths } from '@/lib/paths';
import { merchantNumbersQueryOptions } from '../api/get-merchant-numbers';
import { productQueryOptions, useProduct } from '../api/get-product';
import { CheckoutModal } from '../components/checkout-modal';

/** How the product page opens the modal, so closing it can step back instead of adding a history entry. */
export type CheckoutState = { openedFromProduct?: boolean };

export function createLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) =>
    whenSignedIn(queryClient, async () => {
      // The merchant numbers decide which payment methods the form offers; without them it offers Cash on
      // Delivery only, so their failure does not stop the checkout (prefetchQuery never throws).
      const [product] = await Promise.all([
        queryClient.ensureQueryData(productQueryOptions(params.id ?? '')),
        queryClient.prefetchQuery(merchantNumbersQueryOptions),
      ]);
      return product;
    });
}

/**
 * /product/:id/checkout: the Checkout modal over the product page. It is a route of its own so the page
 * stays as it was underneath, Back closes it, and a sign-in on the way comes straight back to it.
 */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: product } = useProduct(id);
  const navigate = useNavigate();
  const location = useLocation();

  const close = () => {
    if ((location.state as CheckoutState | null)?.openedFromProduct) void navigate(-1);
    else void navigate(paths.product(id), { replace: true, preventScrollReset: true });
  };

  return (
    <CheckoutModal
      product={product}
      onClose={close}
      onPlaced={() => {
        close();
        void showSuccess(t('checkout.success'));
      }}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
