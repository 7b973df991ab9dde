import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteProduct } from '@/lib/api/delete-product';
import { confirmAndDelete } from '../components/confirm-delete';

/** /delete (SEED.md): delete a listing by its id, after a confirmation; only its seller or an admin may. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('listings.delete.title'));
  const [search] = useSearchParams();
  const remove = useDeleteProduct();
  const [working, setWorking] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ defaultValues: { id: search.get('id') ?? '' } });

  async function onSubmit({ id }: { id: string }) {
    setWorking(true);
    const deleted = await confirmAndDelete(() => remove.mutateAsync(id.trim()));
    setWorking(false);
    if (deleted) reset({ id: '' });
  }

  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-3xl font-bold">{t('listings.delete.heading')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('listings.delete.intro')}</p>
      <section
        aria-label={t('listings.delete.heading')}
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      >
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
          <FormField
            label={t('listings.delete.idLabel')}
            hint={t('listings.delete.idHint')}
            error={errors.id?.message}
          >
            {(control) => (
              <input
                {...control}
                {...register('id', {
                  validate: (value) => value.trim() !== '' || t('listings.delete.idRequired'),
                })}
                autoComplete="off"
                spellCheck={false}
                className={inputClasses}
              />
            )}
          </FormField>
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton pending={working}>{t('listings.delete.submit')}</SubmitButton>
            <Link to={paths.myProducts} className="text-sm text-emerald-700 underline dark:text-emerald-400">
              {t('listings.delete.backToMine')}
            </Link>
          </div>
        </form>
      </section>
    </div>
  );
}
