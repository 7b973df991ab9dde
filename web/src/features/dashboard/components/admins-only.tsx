import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** What a signed-in user who is not an administrator sees at any dashboard address (the server answers 403 too). */
export function AdminsOnly({ email }: { email: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.forbidden.title'));
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <p className="text-6xl font-extrabold text-emerald-700 dark:text-emerald-400" aria-hidden="true">
        403
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t('dashboard.forbidden.title')}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-400">
        {t('dashboard.forbidden.text', { email })}
      </p>
      <div className="mt-8">
        <ButtonLink to={paths.home}>{t('dashboard.forbidden.goHome')}</ButtonLink>
      </div>
    </main>
  );
}
