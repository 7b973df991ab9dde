import { AppError } from '../../kernel/app-error.js';

// The days a person types (needed by, valid until) are Dhaka days: a quote valid until 30 November is valid
// to the end of that day in Dhaka (UTC+6, no daylight saving).
const dhakaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' });

/** Today's date in Dhaka, 'YYYY-MM-DD'. */
export const dhakaToday = (now: Date): string => dhakaDay.format(now);

/** The last instant of a Dhaka day, or undefined for a day that does not exist ('2026-02-30'). */
export function endOfDhakaDay(day: string): Date | undefined {
  const end = new Date(`${day}T23:59:59.999+06:00`);
  return Number.isNaN(end.getTime()) || dhakaDay.format(end) !== day ? undefined : end;
}

/** A typed day that must exist and fall within [today, today + maxDays] in Dhaka; its end. */
export function dayWithin(day: string, now: Date, maxDays: number, field: string): Date {
  const end = endOfDhakaDay(day);
  const refuse = (message: string) => new AppError('VALIDATION_FAILED', message, { [field]: message });
  if (!end) throw refuse('Enter a date');
  if (day < dhakaToday(now)) throw refuse('The date has passed');
  if (end.getTime() > now.getTime() + (maxDays + 1) * 86_400_000)
    throw refuse(`Choose a date at most ${maxDays} days ahead`);
  return end;
}
