import { describe, expect, it } from 'vitest';
import { formatDhakaDate, formatDhakaDateTime } from './dates.js';

describe('Dhaka dates', () => {
  it('shows a UTC instant in Dhaka time (UTC+6), en-GB with a long month', () => {
    expect(formatDhakaDateTime(new Date('2026-11-21T16:40:05Z'))).toBe('21 November 2026 at 22:40:05');
    expect(formatDhakaDateTime('2026-01-01T18:05:09Z')).toBe('2 January 2026 at 00:05:09');
    expect(formatDhakaDate('2026-11-21T16:40:05Z')).toBe('21 November 2026');
  });
  it('gives an empty string for an invalid date instead of "Invalid Date"', () => {
    expect(formatDhakaDateTime('nonsense')).toBe('');
  });
  it('writes Bengali month names and digits in Bengali', () => {
    expect(formatDhakaDateTime(new Date('2026-11-21T16:40:05Z'), 'bn')).toBe('২১ নভেম্বর ২০২৬, ২২:৪০:০৫');
    expect(formatDhakaDate('2026-11-21T16:40:05Z', 'bn')).toBe('২১ নভেম্বর, ২০২৬');
  });
});
