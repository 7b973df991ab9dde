import { language } from '@/lib/i18n';

// An online checkout's deadline is minutes away, so the time of day says it best ('22:55'), in Dhaka time
// whatever the buyer's own time zone (the shop's dates are all Dhaka's).
const clock = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', {
  timeZone: 'Asia/Dhaka',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '2026-11-21T16:55:00Z' → '22:55'; '' for a value that is not a time. */
export function dhakaClock(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : clock.format(date);
}
