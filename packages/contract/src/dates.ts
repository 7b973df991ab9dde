// Timestamps are stored in UTC and shown in Dhaka time, en-GB style with a long month:
// '21 November 2026 at 22:40:05'. Built from parts so the output does not depend on the ICU version's
// choice of separator.
const dhakaParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function formatDhakaDateTime(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const part: Record<string, string> = {};
  for (const p of dhakaParts.formatToParts(date)) part[p.type] = p.value;
  return `${part.day} ${part.month} ${part.year} at ${part.hour}:${part.minute}:${part.second}`;
}

const dhakaDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** '21 November 2026' */
export function formatDhakaDate(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dhakaDate.format(date);
}
