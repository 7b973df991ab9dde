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

  it('keeps Bengali words whole: vowel signs and conjuncts are marks, not separators', () => {
    expect(toPrefixTsquery('চাল')).toBe('চাল:*');
    expect(toPrefixTsquery('মিনিকেট চা')).toBe('মিনিকেট & চা:*');
    expect(toPrefixTsquery('ক্ষীর, সন্তুষ্ট!')).toBe('ক্ষীর & সন্তুষ্ট:*');
    // য় typed as য + ় (two code points) and as U+09DF ends up the same (NFC decomposes U+09DF).
    expect(toPrefixTsquery('\u09df')).toBe(toPrefixTsquery('\u09af\u09bc'));
    expect(toPrefixTsquery('\u09be')).toBeUndefined();
  });
});
