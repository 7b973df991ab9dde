import { addDays, dhakaDay } from '@bulkbazar/contract';
import { AppError } from '../../kernel/app-error.js';
import type { Span } from './finance-read.repo.js';

// Months and days as the shop counts them: in Dhaka (UTC+6 all year, no daylight saving).

/** The instants of a Dhaka month 'YYYY-MM': from its first midnight to the next month's. */
export function monthSpan(month: string): Required<Span> {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: new Date(`${month}-01T00:00:00+06:00`), to: new Date(`${next}-01T00:00:00+06:00`) };
}

/** The most days a summary covers: a year and a day (a leap year's whole). */
export const MAX_SUMMARY_DAYS = 367;
const DEFAULT_DAYS = 30;

/**
 * The Dhaka days [from, to] a summary covers (the last 30 days by default; a missing end is that far from
 * the other), with their instants and every day's name. Longer than MAX_SUMMARY_DAYS: a 400 naming `to`.
 */
export function summaryDays(query: { from?: string; to?: string }, now: Date) {
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_DAYS - 1) : dhakaDay(now));
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const count = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  if (count < 1) throw new AppError('VALIDATION_FAILED', 'to must not be before from', { to: 'Before from' });
  if (count > MAX_SUMMARY_DAYS) {
    throw new AppError('VALIDATION_FAILED', `A summary covers at most ${MAX_SUMMARY_DAYS} days`, {
      to: `At most ${MAX_SUMMARY_DAYS} days after from`,
    });
  }
  return {
    from,
    to,
    start: new Date(`${from}T00:00:00+06:00`),
    end: new Date(`${addDays(to, 1)}T00:00:00+06:00`),
    days: Array.from({ length: count }, (_, i) => addDays(from, i)),
  };
}
