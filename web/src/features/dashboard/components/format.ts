import { formatDhakaDateTime } from '@/lib/format';
import { language } from '@/lib/i18n';

/** Orders are shown by the start of their id ('#1A2B3C4D'); the server's search finds them by it. */
export function shortOrderId(id: string): string {
  // A code, not a number: Latin in every language, so what an admin reads is what the search finds.
  return `#${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

// Bengali pages get Bengali month names and digits from ICU's bn-BD.
const locale = language === 'bn' ? 'bn-BD' : 'en-GB';
const dayFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat(locale, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

// The stats' days are Dhaka calendar dates ('2026-11-21'); read as UTC midnight they print as that same day
// whatever the admin's own time zone.
const asDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** '21 Nov' */
export const shortDay = (date: string) => dayFormat.format(asDay(date));
/** '21 November 2026' */
export const longDay = (date: string) => longDayFormat.format(asDay(date));

export const dhakaTime = (value: string) => formatDhakaDateTime(value);

const percentFormat = new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-IN', {
  maximumFractionDigits: 2,
});
/** 3.456 → '3.46' (the caller adds the % sign through the catalog). */
export const formatPercent = (value: number) => percentFormat.format(value);
