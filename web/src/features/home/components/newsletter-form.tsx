import { useId, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

export function NewsletterForm() {
  const { t } = useTranslation();
  const inputId = useId();
  const subscribe = useSubscribeNewsletter();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    subscribe.mutate(email, { onSuccess: () => form.reset() });
  }

  const message = subscribe.isSuccess
    ? subscribe.data.message || t('newsletter.success')
    : subscribe.isError
      ? subscribe.error.message
      : '';

  return (
    <section
      aria-labelledby="newsletter-heading"
      className="below-fold rounded-2xl bg-emerald-50 px-6 py-10 sm:px-12 dark:bg-emerald-950/50"
    >
      <h2 id="newsletter-heading" className="text-2xl font-bold">
        {t('newsletter.title')}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('newsletter.text')}</p>
      <form onSubmit={onSubmit} className="mt-6 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={inputId} className="block text-sm font-medium">
            {t('newsletter.label')}
          </label>
          <input
            id={inputId}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={t('newsletter.placeholder')}
            className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-950"
          />
        </div>
        <Button type="submit" disabled={subscribe.isPending} className="h-11">
          {subscribe.isPending ? t('newsletter.submitting') : t('newsletter.submit')}
        </Button>
      </form>
      {/* Always present so screen readers announce the answer when it arrives. */}
      <p
        role="status"
        className={`mt-3 min-h-6 text-sm ${subscribe.isError ? 'text-red-700 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300'}`}
      >
        {message}
      </p>
    </section>
  );
}
