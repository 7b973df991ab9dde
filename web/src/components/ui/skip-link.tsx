import { useTranslation } from '@/lib/i18n';

/** The first thing Tab reaches on every page: a jump past the menus to the page's <main id="main">. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-slate-900"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
