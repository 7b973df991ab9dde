import { languageSwitchPath } from '@bulkbazar/contract';
import { useLocation } from 'react-router';
import { language, useTranslation } from '@/lib/i18n';

/**
 * English / বাংলা: the link names the other language in itself (marked with its `lang`, so screen readers say
 * it right). It goes through the server, which sets the `lang` cookie and brings the visitor back to this page
 * in that language: a plain link, so it works on a server-rendered page before the browser has hydrated it.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const next = language === 'bn' ? 'en' : 'bn';
  return (
    <a
      href={languageSwitchPath(next, pathname + search)}
      lang={next}
      hrefLang={next}
      title={next === 'bn' ? t('language.switchToBn') : t('language.switchToEn')}
      // On English pages the word comes from a font of its own glyphs (index.css), not the whole Bengali font.
      className={`rounded-lg px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${next === 'bn' ? 'font-bangla-label' : ''}`}
    >
      {t(`language.${next}`)}
    </a>
  );
}
