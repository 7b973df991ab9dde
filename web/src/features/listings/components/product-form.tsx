import { CATEGORIES, findCategory, type ProductInputParsed } from '@bulkbazar/contract';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { InputField, TextAreaField } from '@/components/ui/input-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { showError } from '@/lib/dialogs';
import { useMyCommission } from '../api/get-my-commission';
import { ExtraImagesField, MainImageField } from './image-fields';
import { PriceTiersField } from './price-tiers-field';
import { PRODUCT_FIELDS, productFormResolver, type ProductFormValues } from './product-form-values';
import { useImageUploads } from './use-image-uploads';
import { useImageValues } from './use-image-values';
import { CommissionTerms, YouReceive } from './you-receive';
import { typedNumber } from '@/lib/number-input';
import { categoryLabel } from '@/lib/format';

type Props = {
  defaults: ProductFormValues;
  submitLabel: string;
  /** Saves the listing; throws an ApiError when the server refuses (its field messages go to the fields). */
  onSave: (values: ProductInputParsed) => Promise<void>;
};

const numberInput = typedNumber(undefined);
// Empty means no cap (or no low-stock alert): the API's null.
const optionalCount = typedNumber(null);
// Stock and the minimum order are whole units.
const countInput = { type: 'text', inputMode: 'numeric' } as const;

/**
 * Every field of a listing, checked with the shared schema before anything is sent. Images upload as soon as
 * they are picked, each with its own progress; the form cannot be sent until they are all up.
 */
export function ProductForm({ defaults, submitLabel, onSave }: Props) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const main = useImageUploads({ initial: defaults.image ? [defaults.image] : [], single: true });
  const extras = useImageUploads({ initial: defaults.extraimages ?? [] });
  const form = useForm<ProductFormValues, unknown, ProductInputParsed>({
    resolver: productFormResolver,
    defaultValues: defaults,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;

  useImageValues(form, main, extras);
  // What the seller keeps of each price: the commission that applies to them in the chosen category.
  const commission = useMyCommission(findCategory(String(form.watch('category') ?? ''))?.slug).data;

  async function onSubmit(values: ProductInputParsed) {
    setSaving(true);
    try {
      await onSave(values);
    } catch (error) {
      // The server names fields as the form does, nested ones included: 'priceTiers.1.price'.
      const fields = isApiError(error) ? Object.keys(error.fields).filter(isFormField) : [];
      if (isApiError(error) && fields.length > 0) {
        fields.forEach((field, index) =>
          setError(field, { type: 'server', message: error.fields[field] }, { shouldFocus: index === 0 }),
        );
      } else {
        void showError((error as Error).message);
      }
    } finally {
      setSaving(false);
    }
  }

  const busy = main.busy || extras.busy;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <InputField
        label={t('listings.form.productName')}
        error={errors.productName?.message}
        {...register('productName')}
        maxLength={120}
      />
      <MainImageField uploads={main} error={errors.image?.message} disabled={saving} />
      <ExtraImagesField
        uploads={extras}
        error={errors.extraimages?.message ?? errors.extraimages?.root?.message}
        disabled={saving}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label={t('listings.form.stock')}
          hint={t('listings.form.stockHint')}
          error={errors.maxQuantity?.message}
          {...register('maxQuantity', numberInput)}
          {...countInput}
        />
        <InputField
          label={t('listings.form.moq')}
          hint={t('listings.form.moqHint')}
          error={errors.minQuantity?.message}
          {...register('minQuantity', numberInput)}
          {...countInput}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label={t('wholesale.listing.packSize')}
          hint={t('wholesale.listing.packSizeHint')}
          error={errors.orderIncrement?.message}
          {...register('orderIncrement', numberInput)}
          {...countInput}
        />
        <InputField
          label={t('wholesale.listing.maxPerOrder')}
          hint={t('wholesale.listing.maxPerOrderHint')}
          error={errors.maxOrderQuantity?.message}
          {...register('maxOrderQuantity', optionalCount)}
          {...countInput}
        />
        <InputField
          label={t('delivery.weightKg')}
          hint={t('delivery.weightKgHint')}
          error={errors.weightKg?.message}
          {...register('weightKg', numberInput)}
          type="text"
          inputMode="decimal"
        />
        <InputField
          label={t('stock.alert')}
          hint={t('stock.alertHint')}
          error={errors.lowStockThreshold?.message}
          {...register('lowStockThreshold', optionalCount)}
          {...countInput}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label={t('listings.form.brand')}
          error={errors.brand?.message}
          {...register('brand')}
          maxLength={80}
        />
        <FormField label={t('listings.form.category')} error={errors.category?.message}>
          {(control) => (
            <select {...control} {...register('category')} className={inputClasses}>
              <option value="">{t('listings.form.chooseCategory')}</option>
              {CATEGORIES.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {categoryLabel(category.slug)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <TextAreaField
        label={t('listings.form.description')}
        hint={t('listings.form.descriptionHint')}
        error={errors.description?.message}
        {...register('description')}
        rows={3}
        maxLength={500}
      />
      <TextAreaField
        label={t('listings.form.content')}
        hint={t('listings.form.contentHint')}
        error={errors.content?.message}
        {...register('content')}
        rows={6}
        maxLength={5000}
      />
      <FormField
        label={t('listings.form.price')}
        hint={t('listings.form.priceHint')}
        error={errors.price?.message}
      >
        {(control) => (
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-0 mt-1 flex items-center pl-3 text-slate-500 dark:text-slate-400"
            >
              ৳
            </span>
            <input
              {...control}
              {...register('price', numberInput)}
              type="text"
              inputMode="decimal"
              className={`${inputClasses} pl-8`}
            />
          </div>
        )}
      </FormField>
      {commission && (
        // Beside the price it speaks of (the form's gap would set it apart).
        <div className="-mt-4 flex flex-col gap-0.5">
          <YouReceive price={form.watch('price')} rate={commission} />
          <CommissionTerms rate={commission} />
        </div>
      )}
      <PriceTiersField form={form} disabled={saving} commission={commission} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={saving} disabled={busy}>
          {saving ? t('listings.form.saving') : submitLabel}
        </SubmitButton>
        {busy && (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            {t('listings.form.waitForUploads')}
          </p>
        )}
      </div>
    </form>
  );
}

/** A server field message this form can show: a field of the listing, or one inside a price tier. */
function isFormField(field: string): field is FieldPath<ProductFormValues> {
  const top = field.split('.')[0] as keyof ProductFormValues;
  return PRODUCT_FIELDS.includes(top) && (top === 'priceTiers' || !field.includes('.'));
}
