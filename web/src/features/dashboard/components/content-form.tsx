import {
  codAdvanceSchema,
  DEFAULT_CONTENT,
  merchantNumbersSchema,
  siteContentSchema,
  type SiteContent,
} from '@bulkbazar/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { brand } from '@/lib/brand';
import { showError } from '@/lib/dialogs';
import { paths } from '@/lib/paths';
import { useSaveContent } from '../api/save-content';
import { CodAdvanceFields } from './cod-advance-fields';
import { FaqEditor } from './faq-editor';
import { MerchantNumbersFields } from './merchant-numbers-fields';
import { useNotice } from './notice';

// An empty Bengali text is no text: the English one stands in, and none is sent.
const emptyIsNone = { setValueAs: (v: unknown) => (v === '' ? undefined : v) };

// The form always holds the merchant numbers and the advance rule (the server's schema defaults them for older
// clients).
const formSchema = siteContentSchema.extend({
  merchantNumbers: merchantNumbersSchema,
  codAdvance: codAdvanceSchema,
});

/**
 * The home page's texts, the shop's merchant numbers and its cash-on-delivery advance rule, checked by the same
 * schema as the server's, and saved as one whole object.
 */
export function ContentForm({ content }: { content: SiteContent }) {
  const { t } = useTranslation();
  const notify = useNotice();
  const save = useSaveContent();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SiteContent>({
    resolver: zodResolver(formSchema),
    // A document saved before the rule existed has none: the rule's "off".
    defaultValues: { ...content, codAdvance: content.codAdvance ?? DEFAULT_CONTENT.codAdvance },
  });

  async function onSubmit(values: SiteContent) {
    try {
      const saved = await save.mutateAsync(values);
      reset(saved);
      notify(t('dashboard.content.saved'));
    } catch (error) {
      const fields = isApiError(error) ? Object.entries(error.fields) : [];
      // The server names fields the way the form does ('faq.0.question', 'merchantNumbers.bkash').
      for (const [name, message] of fields) setError(name as Path<SiteContent>, { type: 'server', message });
      if (fields.length === 0) void showError((error as Error).message);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-8">
      <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
        <legend className="px-1 text-lg font-semibold">{t('dashboard.content.hero')}</legend>
        <FormField
          label={t('dashboard.content.heroTitle')}
          hint={t('dashboard.content.heroTitleHint', { brand })}
          error={errors.heroTitle?.message}
        >
          {(c) => <input {...c} {...register('heroTitle')} maxLength={120} className={inputClasses} />}
        </FormField>
        <FormField label={t('dashboard.content.heroSubtitle')} error={errors.heroSubtitle?.message}>
          {(c) => (
            <textarea
              {...c}
              {...register('heroSubtitle')}
              rows={3}
              maxLength={400}
              className={inputClasses}
            />
          )}
        </FormField>
        <FormField
          label={t('dashboard.content.heroTitleBn')}
          hint={t('dashboard.content.bnHint')}
          error={errors.heroTitleBn?.message}
        >
          {(c) => (
            <input
              {...c}
              {...register('heroTitleBn', emptyIsNone)}
              lang="bn"
              maxLength={120}
              className={inputClasses}
            />
          )}
        </FormField>
        <FormField label={t('dashboard.content.heroSubtitleBn')} error={errors.heroSubtitleBn?.message}>
          {(c) => (
            <textarea
              {...c}
              {...register('heroSubtitleBn', emptyIsNone)}
              lang="bn"
              rows={3}
              maxLength={400}
              className={inputClasses}
            />
          )}
        </FormField>
      </fieldset>
      <FaqEditor control={control} register={register} errors={errors.faq} />
      {errors.faq?.root?.message && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errors.faq.root.message}
        </p>
      )}
      <MerchantNumbersFields register={register} errors={errors.merchantNumbers} />
      <CodAdvanceFields register={register} errors={errors.codAdvance} />
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border dark:border-slate-800 dark:bg-slate-950/95">
        <SubmitButton pending={isSubmitting}>{t('dashboard.content.save')}</SubmitButton>
        <ButtonLink to={paths.home} variant="ghost">
          {t('dashboard.content.preview')}
        </ButtonLink>
        {isDirty && (
          <span className="text-sm text-slate-600 dark:text-slate-400">{t('dashboard.content.unsaved')}</span>
        )}
      </div>
    </form>
  );
}
