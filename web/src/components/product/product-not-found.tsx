import { paths } from '@/lib/paths';
import { notFoundBoundary } from '../not-found-boundary';

/** A product page, or checkout from one, for a product that is not there (never was, deleted, not approved). */
export const ProductNotFoundBoundary = notFoundBoundary((t) => ({
  title: t('product.notFoundTitle'),
  text: t('product.notFoundText'),
  to: paths.products,
  back: t('product.backToProducts'),
}));
