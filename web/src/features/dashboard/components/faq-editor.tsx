import type { SiteContent } from '@bulkbazar/contract';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { FormField, inputClasses } from '@/components/ui/form-field';

// An empty Bengali text is no text: the English one stands in, and none is sent.
const emptyIsNone = { setValueAs: (v: unknown) => (v === '' ? undefined : v) };

type Props = {
  control: Control<SiteContent>;
  register: UseFormRegister<SiteContent>;
  errors: FieldErrors<SiteContent>['faq'];
};

const MAX_FAQ = 30;

/** The FAQ as an ordered list of question/answer pairs: add, edit, move up or down, remove. */
export function FaqEditor({ control, register, errors }: Props) {
  const { t } = useTranslation();
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'faq' });
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold">{t('dashboard.content.faq')}</legend>
      {fields.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('dashboard.content.noFaq')}
        </p>
      )}
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => {
          const number = index + 1;
          return (
            <li
              key={field.id}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex flex-col gap-3">
                <FormField
                  label={t('dashboard.content.question', { number })}
                  error={errors?.[index]?.question?.message}
                >
                  {(c) => (
                    <input
                      {...c}
                      {...register(`faq.${index}.question`)}
                      maxLength={300}
                      className={inputClasses}
                    />
                  )}
                </FormField>
                <FormField
                  label={t('dashboard.content.answer', { number })}
                  error={errors?.[index]?.answer?.message}
                >
                  {(c) => (
                    <textarea
                      {...c}
                      {...register(`faq.${index}.answer`)}
                      rows={3}
                      maxLength={2000}
                      className={inputClasses}
                    />
                  )}
                </FormField>
                <FormField
                  label={t('dashboard.content.questionBn', { number })}
                  error={errors?.[index]?.questionBn?.message}
                >
                  {(c) => (
                    <input
                      {...c}
                      {...register(`faq.${index}.questionBn`, emptyIsNone)}
                      lang="bn"
                      maxLength={300}
                      className={inputClasses}
                    />
                  )}
                </FormField>
                <FormField
                  label={t('dashboard.content.answerBn', { number })}
                  error={errors?.[index]?.answerBn?.message}
                >
                  {(c) => (
                    <textarea
                      {...c}
                      {...register(`faq.${index}.answerBn`, emptyIsNone)}
                      lang="bn"
                      rows={3}
                      maxLength={2000}
                      className={inputClasses}
                    />
                  )}
                </FormField>
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={index === 0}
                  aria-label={t('dashboard.content.moveUp', { number })}
                  onClick={() => swap(index, index - 1)}
                >
                  <span aria-hidden="true">↑</span> {t('dashboard.content.up')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={index === fields.length - 1}
                  aria-label={t('dashboard.content.moveDown', { number })}
                  onClick={() => swap(index, index + 1)}
                >
                  <span aria-hidden="true">↓</span> {t('dashboard.content.down')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700 dark:text-red-300"
                  aria-label={t('dashboard.content.remove', { number })}
                  onClick={() => remove(index)}
                >
                  {t('dashboard.content.removeShort')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="secondary"
          disabled={fields.length >= MAX_FAQ}
          onClick={() => append({ question: '', answer: '' }, { shouldFocus: true })}
        >
          {t('dashboard.content.add')}
        </Button>
      </div>
    </fieldset>
  );
}
