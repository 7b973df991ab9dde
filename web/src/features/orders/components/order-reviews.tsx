import type { Order } from '@bulkbazar/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Stars } from '@/components/ui/star-rating';
import { useTranslation } from '@/lib/i18n';
import { useOrderReviews } from '../api/order-reviews';
import { ReviewDialog } from './review-dialog';

/**
 * A delivered order's "Review" actions, one per product still on the shop: a button until the buyer has
 * reviewed it, then the stars they gave (marked when a moderator removed the review).
 */
export function OrderReviews({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { data } = useOrderReviews(order._id);
  const [open, setOpen] = useState<{ productId: string; productName: string } | null>(null);
  const lines = order.items.filter((line) => line.productId !== null);
  if (!data || lines.length === 0) return null;
  return (
    <>
      <ul className="flex flex-col gap-2 text-sm">
        {lines.map((line) => {
          const review = data.reviews.find((r) => r.productId === line.productId);
          return (
            <li key={line.productId} className="flex flex-wrap items-center gap-2">
              {review ? (
                <span className="inline-flex flex-wrap items-center gap-2">
                  <span>
                    {t('reviews.write.reviewed', { stars: t('reviews.stars', { count: review.stars }) })}
                  </span>
                  <Stars filled={review.stars} />
                  <span className="sr-only">{line.productName}</span>
                  {review.removed && (
                    <span className="text-slate-600 dark:text-slate-400">{t('reviews.write.removed')}</span>
                  )}
                </span>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('reviews.write.openFor', { product: line.productName })}
                  onClick={() => setOpen({ productId: line.productId!, productName: line.productName })}
                >
                  {t('reviews.write.open')}
                  {lines.length > 1 && <span aria-hidden="true">: {line.productName}</span>}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {open && <ReviewDialog orderId={order._id} {...open} onClose={() => setOpen(null)} />}
    </>
  );
}
