import type { Lang } from './lang.js';

// Timestamps are stored in UTC and shown in Dhaka time, en-GB style with a long month:
// '21 November 2026 at 22:40:05'. Built from parts so the output does not depend on the ICU version's
// choice of separator.
const dateTimeParts: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Dhaka',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};
const dhakaParts = new Intl.DateTimeFormat('en-GB', dateTimeParts);
// Bengali month names and digits come from ICU's bn locale ('২১ নভেম্বর ২০২৬').
const bnDhakaParts = new Intl.DateTimeFormat('bn-BD', dateTimeParts);

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** '21 November 2026 at 22:40:05'; Bengali '২১ নভেম্বর ২০২৬, ২২:৪০:০৫'. */
export function formatDhakaDateTime(value: Date | string | number, lang: Lang = 'en'): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const part: Record<string, string> = {};
  for (const p of (lang === 'bn' ? bnDhakaParts : dhakaParts).formatToParts(date)) part[p.type] = p.value;
  const time = `${part.hour}:${part.minute}:${part.second}`;
  return lang === 'bn'
    ? `${part.day} ${part.month} ${part.year}, ${time}`
    : `${part.day} ${part.month} ${part.year} at ${time}`;
}

const dateParts: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Dhaka',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};
const dhakaDate = new Intl.DateTimeFormat('en-GB', dateParts);
const bnDhakaDate = new Intl.DateTimeFormat('bn-BD', dateParts);

/** '21 November 2026'; Bengali '২১ নভেম্বর, ২০২৬' as ICU writes it. */
export function formatDhakaDate(value: Date | string | number, lang: Lang = 'en'): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return (lang === 'bn' ? bnDhakaDate : dhakaDate).format(date);
}

/** Whole years between `since` and `now` (0 in the first year). */
export function yearsBetween(since: Date, now: Date): number {
  let years = now.getUTCFullYear() - since.getUTCFullYear();
  const anniversary = new Date(since);
  anniversary.setUTCFullYear(since.getUTCFullYear() + years);
  if (anniversary > now) years--;
  return Math.max(0, years);
}
