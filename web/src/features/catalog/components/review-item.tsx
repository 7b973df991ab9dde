import type { Review } from '@bulkbazar/contract';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Stars } from '@/components/ui/star-rating';
import { formatDhakaDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

// The seller's reply and the admin's removal load when opened: their form schemas (and zod) are not needed to
// show a product page, which the server renders and the browser hydrates.
const ReplyForm = lazy(() => import('./reply-form').then((m) => ({ default: m.ReplyForm })));
const RemoveReviewDialog = lazy(() =>
  import('./remove-review-dialog').then((m) => ({ default: m.RemoveReviewDialog })),
);

type Props = {
  review: Review;
  /** The signed-in user sells this product: they may reply, once. */
  canReply: boolean;
  /** The signed-in user is an admin: they may remove it, with a reason. */
  canRemove: boolean;
};

/** One review: stars, the buyer's name and date, the text, the seller's reply; the seller's and admin's actions. */
export function ReviewItem({ review, canReply, canRemove }: Props) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  const [removing, setRemoving] = useState(false);
  return (
    <li className="border-b border-slate-200 py-4 last:border-b-0 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span role="img" aria-label={t('reviews.stars', { count: review.stars })}>
          <Stars filled={review.stars} />
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {t('reviews.by', { name: review.buyerName, date: formatDhakaDate(review.createdAt) })}
        </span>
      </div>
      {review.text && <p className="mt-2 whitespace-pre-line">{review.text}</p>}
      {review.reply && (
        <div className="mt-3 rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">
          <p className="font-medium">{t('reviews.sellerReply')}</p>
          <p className="mt-1 whitespace-pre-line">{review.reply.text}</p>
        </div>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {canReply && !review.reply && !replying && (
          <Button variant="secondary" size="sm" onClick={() => setReplying(true)}>
            {t('reviews.reply.open')}
          </Button>
        )}
        {canRemove && (
          <Button variant="ghost" size="sm" onClick={() => setRemoving(true)}>
            {t('reviews.remove.open')}
          </Button>
        )}
      </div>
      <Suspense fallback={null}>
        {canReply && !review.reply && replying && <ReplyForm reviewId={review._id} />}
        {removing && <RemoveReviewDialog reviewId={review._id} onClose={() => setRemoving(false)} />}
      </Suspense>
    </li>
  );
}
