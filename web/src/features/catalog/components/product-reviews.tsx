import type { Product } from '@bulkbazar/contract';
import { Button } from '@/components/ui/button';
import { StarRating } from '@/components/ui/star-rating';
import { useAuth } from '@/lib/auth/use-auth';
import { useTranslation } from '@/lib/i18n';
import { useProductReviews } from '../api/product-reviews';
import { ReviewItem } from './review-item';

/**
 * The product page's reviews: the rating, then the reviews newest first, ten at a time. The product's seller
 * may reply to each once; an admin may remove one with a reason.
 */
export function ProductReviews({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { user, isAdmin } = useAuth();
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useProductReviews(product._id);
  const reviews = data?.pages.flatMap((p) => p.reviews) ?? [];
  const seller = user?._id === product.sellerId;
  return (
    <section className="below-fold mt-10" aria-labelledby="reviews-heading">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="reviews-heading" className="text-xl font-semibold">
          {t('reviews.heading')}
        </h2>
        <StarRating rating={product.rating} count={product.reviewCount} />
      </div>
      {data && reviews.length === 0 && (
        <p className="mt-3 text-slate-600 dark:text-slate-400">{t('reviews.empty')}</p>
      )}
      <ul className="mt-2">
        {reviews.map((review) => (
          <ReviewItem key={review._id} review={review} canReply={seller} canRemove={isAdmin} />
        ))}
      </ul>
      {hasNextPage && (
        <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {t('reviews.showMore')}
        </Button>
      )}
    </section>
  );
}
