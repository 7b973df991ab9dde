import { quoteInputSchema, type Quote, type QuoteInput, type Rfq } from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { InputField } from '@/components/ui/input-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { showSuccess } from '@/lib/dialogs';
import { useTranslation } from '@/lib/i18n';
import { typedNumber } from '@/lib/number-input';
import { useMyListings } from '../api/get-my-listings';
import { useSubmitQuote } from '../api/submit-quote';
import { showServerErrors } from './server-errors';

const FIELDS = ['productId', 'unitPrice', 'quantity', 'validUntil', 'note'] as const;
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date(iso));

/**
 * The seller's quote on a request, or its revision (the form starts from the current quote). A category
 * request asks which of the seller's approved products in that category is offered.
 */
export function QuoteForm({ rfq, mine }: { rfq: Rfq; mine?: Quote }) {
  const { t } = useTranslation();
  const submit = useSubmitQuote(rfq._id);
  const listings = useMyListings(rfq.kind === 'category');
  const offered = (listings.data?.products ?? []).filter(
    (p) => p.status === 'approved' && p.categorySlug === rfq.category,
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuoteInput>({
    resolver: zodResolver(quoteInputSchema) as never,
    defaultValues: mine
      ? {
          productId: mine.productId,
          unitPrice: mine.unitPrice,
          quantity: mine.quantity,
          validUntil: dayOf(mine.validUntil),
          note: mine.note,
        }
      : { productId: rfq.productId ?? undefined, quantity: rfq.quantity, note: '' },
  });

  async function send(values: QuoteInput) {
    try {
      await submit.mutateAsync(values);
      void showSuccess(mine ? t('rfq.quoteForm.revised') : t('rfq.quoteForm.sent'));
    } catch (error) {
      showServerErrors(error, FIELDS, setError);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(send)} className="flex flex-col gap-4">
      {rfq.kind === 'category' && (
        <FormField label={t('rfq.quoteForm.product')} error={errors.productId?.message}>
          {(control) => (
            <select
              {...control}
              {...register('productId', { setValueAs: (v: string) => v || undefined })}
              className={inputClasses}
            >
              <option value="">{t('rfq.quoteForm.chooseProduct')}</option>
              {offered.map((p) => (
                <option key={p._id} value={p._id}>
                  {p.productName}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <InputField
        label={t('rfq.quoteForm.unitPrice')}
        type="text"
        inputMode="decimal"
        error={errors.unitPrice?.message}
        {...register('unitPrice', typedNumber(undefined))}
      />
      <InputField
        label={t('rfq.quoteForm.quantity')}
        type="text"
        inputMode="numeric"
        error={errors.quantity?.message}
        {...register('quantity', typedNumber(undefined))}
      />
      <InputField
        label={t('rfq.quoteForm.validUntil')}
        type="date"
        error={errors.validUntil?.message}
        {...register('validUntil')}
      />
      <FormField label={t('rfq.quoteForm.note')} error={errors.note?.message}>
        {(control) => <textarea {...control} {...register('note')} rows={2} className={inputClasses} />}
      </FormField>
      <SubmitButton pending={isSubmitting}>
        {mine ? t('rfq.quoteForm.revise') : t('rfq.quoteForm.submit')}
      </SubmitButton>
    </form>
  );
}
