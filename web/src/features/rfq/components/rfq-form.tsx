import { CATEGORIES, rfqInputSchema, type Rfq, type RfqInput } from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { InputField } from '@/components/ui/input-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { categoryLabel, formatCount } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { typedNumber } from '@/lib/number-input';
import { useCreateRfq } from '../api/create-rfq';
import { showServerErrors } from './server-errors';

const FIELDS = ['category', 'title', 'quantity', 'targetPrice', 'neededBy', 'note', 'productId'] as const;

/**
 * A request for quotation: on `productId` (the product page's dialog) or, without it, in a category with a
 * title saying what is needed. Quantity, an optional target price per unit, an optional date and a note.
 */
export function RfqForm({
  productId,
  initialQuantity,
  stock,
  onCreated,
}: {
  productId?: string;
  initialQuantity?: number;
  /** A product request: the units in stock, said beside the quantity (a quote stays within it). */
  stock?: number;
  onCreated: (rfq: Rfq) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateRfq();
  const selectedByFocus = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RfqInput>({
    resolver: zodResolver(rfqInputSchema) as never,
    defaultValues: { productId, quantity: initialQuantity, note: '' },
  });

  async function send(values: RfqInput) {
    try {
      onCreated(await create.mutateAsync({ ...values, productId }));
    } catch (error) {
      showServerErrors(error, FIELDS, setError);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(send)} className="flex flex-col gap-4">
      {!productId && (
        <>
          <FormField label={t('rfq.form.category')} error={errors.category?.message}>
            {(control) => (
              <select {...control} {...register('category')} className={inputClasses} defaultValue="">
                <option value="" disabled>
                  {t('rfq.form.chooseCategory')}
                </option>
                {CATEGORIES.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {categoryLabel(c.slug)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <InputField
            label={t('rfq.form.title')}
            hint={t('rfq.form.titleHint')}
            error={errors.title?.message}
            {...register('title')}
          />
        </>
      )}
      <InputField
        label={t('rfq.form.quantity')}
        type="text"
        inputMode="numeric"
        hint={stock === undefined ? undefined : t('rfq.form.inStock', { count: formatCount(stock) })}
        error={errors.quantity?.message}
        data-autofocus
        // Selected on focus: typing replaces the MOQ it starts at (typing 500 after it gave 36,500). A click
        // that focuses it would put the caret back on mouseup: that one mouseup is cancelled.
        onFocus={(event) => {
          event.currentTarget.select();
          selectedByFocus.current = true;
        }}
        onMouseUp={(event) => {
          if (selectedByFocus.current) event.preventDefault();
          selectedByFocus.current = false;
        }}
        {...register('quantity', typedNumber(undefined))}
      />
      <InputField
        label={t('rfq.form.targetPrice')}
        hint={t('rfq.form.targetPriceHint')}
        type="text"
        inputMode="decimal"
        error={errors.targetPrice?.message}
        {...register('targetPrice', typedNumber(null))}
      />
      <InputField
        label={t('rfq.form.neededBy')}
        type="date"
        error={errors.neededBy?.message}
        {...register('neededBy', { setValueAs: (v: string) => v || null })}
      />
      <FormField label={t('rfq.form.note')} error={errors.note?.message}>
        {(control) => <textarea {...control} {...register('note')} rows={3} className={inputClasses} />}
      </FormField>
      <SubmitButton pending={isSubmitting}>{t('rfq.form.submit')}</SubmitButton>
    </form>
  );
}
