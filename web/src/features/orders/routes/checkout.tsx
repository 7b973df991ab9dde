import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { RouteErrorView } from '@/components/route-error-view';
import { showSuccess } from '@/lib/dialogs';
import { paths } from '@/lib/paths';
import { useProduct } from '@/lib/api/get-product';
import { CheckoutModal } from '../components/checkout-modal';
import { quantityParam } from './quantity-param';

/** How the product page opens the modal, so closing it can step back instead of adding a history entry. */
export type CheckoutState = { openedFromProduct?: boolean };

export { createCheckoutLoader as createLoader } from './checkout-loader';

/**
 * /product/:id/checkout: the Checkout modal over the product page. It is a route of its own so the page
 * stays as it was underneath, Back closes it, and a sign-in on the way comes straight back to it. Buy now's
 * quantity comes in `?quantity=` (the MOQ without it).
 */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: product } = useProduct(id);
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();

  const close = () => {
    if ((location.state as CheckoutState | null)?.openedFromProduct) void navigate(-1);
    else void navigate(paths.product(id), { replace: true, preventScrollReset: true });
  };

  return (
    <CheckoutModal
      product={product}
      initialQuantity={quantityParam(search)}
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
