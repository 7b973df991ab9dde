// Bengali text as search compares it. The same word reaches the shop typed several ways: য় as one code point
// (U+09DF) or as য + nukta, ৎ or ত + hasanta + ZWJ, with or without chandrabindu (পেঁয়াজ / পেয়াজ), ZWJ/ZWNJ
// left by a keyboard, digits in Bengali or Latin. Two forms are used:
// - searchForm: what the stored names are (NFC, lower case, no ZWJ/ZWNJ): the form put in a tsquery;
// - plainForm: searchForm without chandrabindu and nukta, ৎ as ত — the key under which the shop's vocabulary
//   is looked up (migration 0029's bb_search_plain does the same in SQL: keep the two in step).

const ZW = /[\u200C\u200D]/gu;
const BENGALI_ZERO = 0x09e6;

/** NFC, lower case, no zero-width joiners; ত + hasanta (+ ZWJ) at a word's end as ৎ. */
export function searchForm(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\u09A4\u09CD\u200D/gu, '\u09CE')
    .replace(ZW, '')
    .toLowerCase();
}

/** The vocabulary's lookup key: searchForm without chandrabindu and nukta, khanda ta as ta. */
export function plainForm(text: string): string {
  return searchForm(text)
    .replace(/[\u0981\u09BC]/gu, '')
    .replace(/\u09CE/gu, '\u09A4');
}

/** Bengali digits as Latin ones ("৫০" → "50"), or undefined when the word has none. */
export function latinDigits(word: string): string | undefined {
  if (!/[০-৯]/u.test(word)) return undefined;
  return word.replace(/[০-৯]/gu, (d) => String(d.codePointAt(0)! - BENGALI_ZERO));
}

/** Latin digits as Bengali ones ("50" → "৫০"), or undefined when the word has none. */
export function bengaliDigits(word: string): string | undefined {
  if (!/[0-9]/u.test(word)) return undefined;
  return word.replace(/[0-9]/gu, (d) => String.fromCodePoint(BENGALI_ZERO + Number(d)));
}

/** True when the word is written in Latin letters (Banglish or English), digits aside. */
export const isLatin = (word: string): boolean => /^[a-z0-9]+$/u.test(word) && /[a-z]/u.test(word);

/** True when the word has a Bengali letter. */
export const isBengali = (word: string): boolean => /[\u0980-\u09FF]/u.test(word);

/**
 * A search text as words: searchForm, split at anything that is not a letter, mark or digit; a trailing
 * hasanta is dropped (চাল্ is চাল), and a mark alone is no word.
 */
export function searchWords(text: string): string[] {
  return searchForm(text)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .map((w) => w.replace(/\u09CD+$/u, ''))
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
}
