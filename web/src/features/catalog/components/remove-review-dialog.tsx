import { reviewRemovalSchema } from '@bulkbazar/contract';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { showSuccess } from '@/lib/dialogs';
import { useTranslation } from '@/lib/i18n';
import { useRemoveReview } from '../api/review-actions';

/** The admin's "Remove this review" with a reason (loaded when opened: its form schema is not the page's). */
export function RemoveReviewDialog({ reviewId, onClose }: { reviewId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveReview();
  return (
    <ReasonDialog
      schema={reviewRemovalSchema}
      texts={{
        title: t('reviews.remove.title'),
        text: t('reviews.remove.text'),
        label: t('reviews.remove.reason'),
        hint: t('reviews.remove.hint'),
        required: t('reviews.remove.required'),
        submit: t('reviews.remove.confirm'),
      }}
      onSubmit={async (reason) => {
        await remove.mutateAsync({ id: reviewId, reason });
        onClose();
        void showSuccess(t('reviews.remove.done'));
      }}
      onClose={onClose}
    />
  );
}
