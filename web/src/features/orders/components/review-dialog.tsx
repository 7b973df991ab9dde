import { reviewFieldsSchema, type ReviewInput, type ReviewInputParsed } from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { StarInput } from '@/components/ui/star-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { showSuccess } from '@/lib/dialogs';
import { i18n, useTranslation } from '@/lib/i18n';
import { useWriteReview } from '../api/order-reviews';

type Props = { orderId: string; productId: string; productName: string; onClose: () => void };

/** The buyer's review of one product of a delivered order: 1–5 stars and an optional text, sent once. */
export function ReviewDialog({ orderId, productId, productName, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const write = useWriteReview(orderId);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput, unknown, ReviewInputParsed>({
    resolver: zodResolver(reviewFieldsSchema),
    defaultValues: { productId, stars: 0, text: '' },
  });

  async function send(values: ReviewInputParsed) {
    try {
      await write.mutateAsync(values);
      onClose();
      void showSuccess(t('reviews.write.done'));
    } catch (error) {
      if (!isApiError(error)) throw error;
      const field = error.fields.text ? 'text' : 'stars';
      setError(
        field,
        { type: 'server', message: error.fields[field] ?? error.message },
        { shouldFocus: true },
      );
    }
  }

  const stars = watch('stars') ?? 0;
  return (
    <Dialog labelledBy={titleId} onDismiss={onClose} className="text-left">
      <h2 id={titleId} className="pr-8 text-xl font-bold break-words">
        {t('reviews.write.title', { product: productName })}
      </h2>
      <form noValidate onSubmit={handleSubmit(send)} className="mt-4 flex flex-col gap-4">
        <StarInput
          name="stars"
          legend={t('reviews.write.stars')}
          value={stars}
          onChange={(value) => setValue('stars', value, { shouldValidate: true })}
          error={errors.stars?.message && i18n.message(errors.stars.message)}
          disabled={isSubmitting}
        />
        <FormField
          label={t('reviews.write.text')}
          hint={t('reviews.write.textHint')}
          error={errors.text?.message}
        >
          {(control) => (
            <textarea {...control} {...register('text')} rows={5} maxLength={2000} className={inputClasses} />
          )}
        </FormField>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('dialog.cancel')}
          </Button>
          <SubmitButton pending={isSubmitting}>
            {isSubmitting ? t('reviews.write.sending') : t('reviews.write.submit')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
