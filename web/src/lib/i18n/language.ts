import { isLang, LANG_COOKIE, type Lang } from '@bulkbazar/contract';
import { serverPage } from '../server-page';

// The page's language is decided by the server (the `lang` cookie, else Accept-Language) and written into
// `<html lang>`; the app reads it once at start. Switching sets the cookie and loads the page again, so every
// text, number and date on screen (and the server's answers) change together.

function readLanguage(): Lang {
  if (typeof document === 'undefined') return serverPage?.lang ?? 'en';
  const lang = document.documentElement.lang;
  return isLang(lang) ? lang : 'en';
}

export const language: Lang = readLanguage();

const ONE_YEAR = 60 * 60 * 24 * 365;

export function switchLanguage(next: Lang): void {
  document.cookie = `${LANG_COOKIE}=${next}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
  window.location.reload();
}
