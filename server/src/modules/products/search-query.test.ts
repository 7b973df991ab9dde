import { describe, expect, it } from 'vitest';
import { toPrefixTsquery } from './search-query.js';

describe('toPrefixTsquery', () => {
  it('matches whole words, and the last one as a prefix', () => {
    expect(toPrefixTsquery('kett')).toBe('kett:*');
    expect(toPrefixTsquery('Steel KET')).toBe('steel & ket:*');
    expect(toPrefixTsquery('walton 20w cha')).toBe('walton & 20w & cha:*');
  });

  it('drops tsquery syntax and punctuation, and gives nothing for nothing', () => {
    expect(toPrefixTsquery("steel:* | !pot & (x) 'y'")).toBe('steel & pot & x & y:*');
    expect(toPrefixTsquery('!!! ---')).toBeUndefined();
    expect(toPrefixTsquery(undefined)).toBeUndefined();
    expect(toPrefixTsquery('')).toBeUndefined();
  });

  it('keeps at most eight words', () => {
    expect(toPrefixTsquery('a b c d e f g h i j')).toBe('a & b & c & d & e & f & g & h:*');
  });
});
