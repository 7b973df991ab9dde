import { isLang, type Lang } from '@bulkbazar/contract';
import { serverPage } from '../server-page';

// The page's language is decided by the server (the `lang` cookie, else Accept-Language) and written into
// `<html lang>`; the app reads it once at start. Switching (the navbar's link through the server's /lang/:lang)
// sets the cookie and loads the page again, so every text, number and date on screen (and the server's answers)
// change together.

function readLanguage(): Lang {
  if (typeof document === 'undefined') return serverPage?.lang ?? 'en';
  const lang = document.documentElement.lang;
  return isLang(lang) ? lang : 'en';
}

export const language: Lang = readLanguage();
