import { toLatinDigits } from '@bulkbazar/contract';

// Number fields accept Bengali digits (১২৫) as well as Latin ones, on every page: they are text fields with a
// numeric keyboard (inputMode), and their forms' schemas check the limits. A browser's type="number" field refuses
// Bengali digits outright; English pages had it, so a buyer who types Bengali digits could not enter a price or a
// quantity there that the Bengali page took (issue 28). HTML allows min, max and step on number fields only: a
// field that steps (the quantity) gives its limits as ARIA values of a spin button.

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
