import { language, switchLanguage, useTranslation } from '@/lib/i18n';

/**
 * English / বাংলা: the button names the other language in itself (marked with its `lang`, so screen readers say
 * it right). Choosing it sets the `lang` cookie and loads the page again in that language.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const next = language === 'bn' ? 'en' : 'bn';
  return (
    <button
      type="button"
      lang={next}
      onClick={() => switchLanguage(next)}
      title={next === 'bn' ? t('language.switchToBn') : t('language.switchToEn')}
      className="rounded-lg px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {t(`language.${next}`)}
    </button>
  );
}
