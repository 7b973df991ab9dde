/** The calendar day in Dhaka (UTC+6, no daylight saving) of an instant, as YYYY-MM-DD. */
export const dhakaDay = (d: Date): string => new Date(d.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);
