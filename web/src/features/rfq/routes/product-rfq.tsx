import { useId } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { RouteErrorView } from '@/components/route-error-view';
import { Dialog } from '@/components/ui/dialog';
import { useProduct } from '@/lib/api/get-product';
import { showSuccess } from '@/lib/dialogs';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { rfqPaths } from '@/features/rfq/rfq-paths';
import { RfqForm } from '../components/rfq-form';

/** How the product page opens the dialog, so closing it can step back instead of adding a history entry. */
export type ProductRfqState = { openedFromProduct?: boolean };

/**
 * /product/:id/rfq: "Request a quote" as a dialog over the product page (a route, like Checkout, so Back
 * closes it and a sign-in on the way returns to it). Sent, it goes to the request's page.
 */
export function Component() {
  const { t } = useTranslation();
  const titleId = useId();
  const { id = '' } = useParams();
  const { data: product } = useProduct(id);
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const quantity = Number(search.get('quantity')) || product.minQuantity;

  const close = () => {
    if ((location.state as ProductRfqState | null)?.openedFromProduct) void navigate(-1);
    else void navigate(paths.product(id), { replace: true, preventScrollReset: true });
  };

  return (
    <Dialog labelledBy={titleId} onDismiss={close} className="text-left">
      <h2 id={titleId} className="pr-8 text-xl font-bold">
        {t('rfq.productDialog.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">
        {t('rfq.productDialog.intro', { product: product.productName })}
      </p>
      <RfqForm
        productId={product._id}
        initialQuantity={quantity}
        stock={product.maxQuantity}
        onCreated={(rfq) => {
          void navigate(rfqPaths.one(rfq._id), { replace: true });
          void showSuccess(t('rfq.sent'));
        }}
      />
    </Dialog>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
