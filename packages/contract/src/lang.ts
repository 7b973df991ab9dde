// The shop's two languages and how a request's language is chosen: the `lang` cookie (set by the navbar's
// switch) wins, else the first of ours that Accept-Language names (by its q weight), else English.
export const LANGS = ['en', 'bn'] as const;
export type Lang = (typeof LANGS)[number];
export const LANG_COOKIE = 'lang';

export const isLang = (value: unknown): value is Lang => value === 'en' || value === 'bn';

/**
 * The navbar's language switch: a plain link to the server, which sets the `lang` cookie and sends the
 * visitor back to `next` (a path on this site), so it works before the page's script has run.
 */
export const languageSwitchPath = (lang: Lang, next: string): string =>
  `/lang/${lang}?${new URLSearchParams({ next })}`;

/** The `lang` cookie's value from a Cookie header, when it names one of our languages. */
export function langFromCookie(cookieHeader: string | undefined): Lang | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.split('=', 2).map((s) => s.trim());
    if (name === LANG_COOKIE && isLang(value)) return value;
  }
  return undefined;
}

/** The best of our languages for an Accept-Language header ('bn-BD,bn;q=0.9,en;q=0.5' → 'bn'). */
export function langFromAcceptLanguage(header: string | undefined): Lang | undefined {
  if (!header) return undefined;
  let best: { lang: Lang; q: number } | undefined;
  for (const entry of header.split(',').slice(0, 20)) {
    const [range = '', ...params] = entry.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isLang(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang;
}

export function pickLang(cookieHeader: string | undefined, acceptLanguage: string | undefined): Lang {
  return langFromCookie(cookieHeader) ?? langFromAcceptLanguage(acceptLanguage) ?? 'en';
}

const BENGALI_ZERO = 0x09e6;

/** '1,250.50' → '১,২৫০.৫০': Latin digits to Bengali ones, everything else left as it is. */
export function toBengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(BENGALI_ZERO + d.charCodeAt(0) - 48));
}

/** '১২৫' → '125': what a person typed in either script, as the digits the parsers know. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u09e6-\u09ef]/g, (d) => String.fromCharCode(48 + d.charCodeAt(0) - BENGALI_ZERO));
}

/** Digits in the language's own script. */
export const localDigits = (text: string, lang: Lang): string =>
  lang === 'bn' ? toBengaliDigits(text) : text;
