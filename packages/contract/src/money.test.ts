import { describe, expect, it } from 'vitest';
import { formatCount, formatTaka, hasAtMostTwoDecimals, poishaToTaka, takaToPoisha } from './money.js';

describe('money', () => {
  it('formats taka with the sign and two decimals', () => {
    expect(formatTaka(1250)).toBe('৳1,250.00');
    expect(formatTaka(0.5)).toBe('৳0.50');
    expect(formatTaka(125000)).toBe('৳1,25,000.00');
    expect(formatTaka(-20)).toBe('-৳20.00');
  });
  it('converts to integer poisha without float drift', () => {
    expect(takaToPoisha(0.1 + 0.2)).toBe(30);
    expect(takaToPoisha(1250.55)).toBe(125055);
    expect(poishaToTaka(125055)).toBe(1250.55);
  });
  it('accepts two decimals and refuses three', () => {
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
  });
  it('groups counts', () => {
    expect(formatCount(1200)).toBe('1,200');
  });
  it('writes Bengali digits with ৳ first and lakh grouping', () => {
    expect(formatTaka(123456.5, 'bn')).toBe('৳১,২৩,৪৫৬.৫০');
    expect(formatTaka(-20, 'bn')).toBe('-৳২০.০০');
    expect(formatCount(1200, 'bn')).toBe('১,২০০');
  });
});
