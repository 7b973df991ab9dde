import { reviewReplySchema, type ReviewReplyInput } from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useReplyToReview } from '../api/review-actions';

/** The seller's one reply to a review, under it; the server's refusal (a reply already there) shows at the field. */
export function ReplyForm({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation();
  const reply = useReplyToReview();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewReplyInput>({ resolver: zodResolver(reviewReplySchema), defaultValues: { text: '' } });

  async function send({ text }: ReviewReplyInput) {
    try {
      await reply.mutateAsync({ id: reviewId, text });
    } catch (error) {
      const message = isApiError(error) ? (error.fields.text ?? error.message) : (error as Error).message;
      setError('text', { type: 'server', message }, { shouldFocus: true });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(send)} className="mt-3 flex flex-col gap-2">
      <FormField label={t('reviews.reply.label')} hint={t('reviews.reply.hint')} error={errors.text?.message}>
        {(control) => (
          <textarea {...control} {...register('text')} rows={3} maxLength={2000} className={inputClasses} />
        )}
      </FormField>
      <div>
        <SubmitButton pending={isSubmitting}>
          {isSubmitting ? t('reviews.reply.sending') : t('reviews.reply.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
