import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { showSuccess } from '@/lib/dialogs';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProduct } from '@/lib/api/get-product';
import { OrderForm } from '../components/order-form';
import { ProductSummary } from '../components/product-summary';
import { quantityParam } from './quantity-param';

export { createCheckoutLoader as createLoader } from './checkout-loader';

/** /purchase/:id: Buy now on a page of its own (`?quantity=` as the modal); after the order, My Orders shows it. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.pageTitle'));
  const { id = '' } = useParams();
  const { data: product } = useProduct(id);
  const navigate = useNavigate();
  const [search] = useSearchParams();

  return (
    <div className="mx-auto max-w-2xl">
      <Link
        to={paths.product(product._id)}
        className="text-sm text-emerald-700 underline dark:text-emerald-400"
      >
        <span aria-hidden="true">← </span>
        {t('checkout.backToProduct')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{t('checkout.pageTitle')}</h1>
      <section
        aria-label={t('checkout.title')}
        className="mt-6 flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      >
        <ProductSummary product={product} />
        <OrderForm
          product={product}
          initialQuantity={quantityParam(search)}
          onPlaced={() => {
            void showSuccess(t('checkout.success'));
            void navigate(paths.myOrders);
          }}
        />
      </section>
    </div>
  );
}

export { ProductNotFoundBoundary as ErrorBoundary } from '@/components/product/product-not-found';
