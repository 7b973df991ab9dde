import {
  formatDhakaDate as formatDhakaDateIn,
  formatDhakaDateTime as formatDhakaDateTimeIn,
  formatTaka as formatTakaIn,
  localDigits,
} from '@bulkbazar/contract';
import { language } from './i18n/language';

// The contract's formatters in the page's language: '৳১,২৫০.০০', '১,২০০', '২১ নভেম্বর ২০২৬' in Bengali. Every
// screen formats through these, so a number never shows in the other language's digits. The navbar's and the
// footer's two are in ./format-shell.ts (the entry is held to a budget), re-exported here.
export { categoryLabel, formatCount } from './format-shell';

export const formatTaka = (taka: number): string => formatTakaIn(taka, language);
export const formatDhakaDate = (value: Date | string | number): string => formatDhakaDateIn(value, language);
export const formatDhakaDateTime = (value: Date | string | number): string =>
  formatDhakaDateTimeIn(value, language);
/** Digits of ids, years and codes in the page's script, without grouping. */
export const formatDigits = (value: string | number): string => localDigits(String(value), language);
