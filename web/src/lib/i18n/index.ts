import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

// One shared instance, initialised synchronously from bundled catalogs so the first render already has text.
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en'],
  initAsync: false,
  // React escapes what it renders; escaping here too would show '&amp;' in 'Health &amp; Beauty'.
  interpolation: { escapeValue: false },
});
