import { describe, expect, it } from 'vitest';
import { langFromAcceptLanguage, pickLang, toBengaliDigits, toLatinDigits } from './lang.js';

describe('the language of a request', () => {
  it('takes the lang cookie first, among other cookies, and ignores a value that is not ours', () => {
    expect(pickLang('theme=dark; lang=bn; x=1', 'en-US')).toBe('bn');
    expect(pickLang('lang=en', 'bn-BD')).toBe('en');
    expect(pickLang('lang=fr', 'bn')).toBe('bn');
    expect(pickLang('lang=', undefined)).toBe('en');
  });

  it('else the best of ours in Accept-Language, by q weight, else English', () => {
    expect(langFromAcceptLanguage('bn-BD,bn;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('bn');
    expect(langFromAcceptLanguage('en;q=0.5, BN-IN;q=0.8')).toBe('bn');
    expect(langFromAcceptLanguage('fr-FR, de;q=0.9')).toBeUndefined();
    expect(langFromAcceptLanguage('bn;q=0')).toBeUndefined();
    expect(pickLang(undefined, 'fr, de')).toBe('en');
    expect(pickLang(undefined, undefined)).toBe('en');
  });

  it('turns digits from one script into the other and leaves the rest', () => {
    expect(toBengaliDigits('৳1,23,456.50 / 7 pcs')).toBe('৳১,২৩,৪৫৬.৫০ / ৭ pcs');
    expect(toLatinDigits('০১৭১২-৩৪৫৬৭৮ আর 9')).toBe('01712-345678 আর 9');
  });
});
