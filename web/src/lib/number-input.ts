import { toLatinDigits } from '@bulkbazar/contract';
import { language } from './i18n/language';

// Number fields accept Bengali digits (১২৫) as well as Latin ones. A browser's type="number" field refuses
// Bengali digits outright, so Bengali pages use a text field with a numeric keyboard (inputMode) instead;
// English pages keep the browser's number field and its stepping keys.

/** The `type` of a number field on this page. */
export const numberFieldType = language === 'bn' ? 'text' : 'number';

export type NumberLimits = { min?: number; max?: number; step?: number | 'any' };

/**
 * The attributes of a number field on this page: the browser's number field with its limits, or on Bengali pages
 * a text field without them — HTML allows `min`, `max` and `step` on number fields only; on a text field they
 * are ignored by the browser yet announced by nothing, and invalid markup. Spread it: `<input {...numberField()} />`.
 */
export function numberField(
  limits: NumberLimits = {},
): { type: 'text' } | ({ type: 'number' } & NumberLimits) {
  return numberFieldType === 'text' ? { type: 'text' } : { type: 'number', ...limits };
}

/** What a person typed, as a number: Bengali or Latin digits, lakh commas allowed; NaN when it is none. */
export function parseTypedNumber(typed: string): number {
  const plain = toLatinDigits(typed).replace(/[,\s]/g, '');
  return plain === '' ? Number.NaN : Number(plain);
}

/** A field's text as a digits-only string the URL and the API read ('৫০০' → '500'); empty stays empty. */
export const latinNumberText = (typed: string): string => toLatinDigits(typed).replace(/[,\s]/g, '');

/** react-hook-form: an empty field is `empty` (undefined or null), anything else the typed number. */
export const typedNumber = <E extends undefined | null>(empty: E) => ({
  setValueAs: (value: unknown): number | E =>
    value === '' || value === null || value === undefined
      ? empty
      : typeof value === 'number'
        ? value
        : parseTypedNumber(String(value)),
});
