import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Link, Outlet, useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { productQueryOptions, useProduct } from '@/lib/api/get-product';
import { BuyBox } from '../components/buy-box';
import { OwnerNotice } from '../components/owner-notice';
import { ProductFacts } from '../components/product-facts';
import { ProductGallery } from '../components/product-gallery';
import { ProductReviews } from '../components/product-reviews';
import { RequestQuoteLink } from '../components/request-quote-link';

export function createLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) =>
    queryClient.ensureQueryData(productQueryOptions(params.id ?? ''));
}

/**
 * The details beyond the description: sellers (and the demo data) often begin the details with the description
 * itself, which the page already shows under its own heading; empty when they add nothing to it.
 */
function detailsBeyond(description: string, content: string): string {
  const details = content.trim();
  const start = description.trim();
  return start && details.startsWith(start) ? details.slice(start.length).trim() : details;
}

// The Checkout modal is a child route (/product/:id/checkout) rendered in the Outlet, over this page.
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: product } = useProduct(id);
  useDocumentTitle(product.productName);
  const details = detailsBeyond(product.description, product.content);

  return (
    <article>
      <Link to={paths.products} className="text-sm text-emerald-700 underline dark:text-emerald-400">
        <span aria-hidden="true">← </span>
        {t('product.backToProducts')}
      </Link>
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <ProductGallery key={product._id} product={product} />
        <div className="flex flex-col gap-6">
          <h1 className="text-3xl font-bold break-words">{product.productName}</h1>
          <OwnerNotice product={product} />
          <ProductFacts product={product} />
          <BuyBox key={product._id} product={product} />
          <RequestQuoteLink product={product} />
          <section>
            <h2 className="text-lg font-semibold">{t('product.description')}</h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{product.description}</p>
          </section>
        </div>
      </div>
      {details && (
        <section className="below-fold mt-10">
          <h2 className="text-xl font-semibold">{t('product.details')}</h2>
          <p className="mt-3 whitespace-pre-line text-slate-700 dark:text-slate-300">{details}</p>
        </section>
      )}
      <ProductReviews product={product} />
      <Outlet />
    </article>
  );
}

export { ProductNotFoundBoundary as ErrorBoundary } from '@/components/product/product-not-found';
