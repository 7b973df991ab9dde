import { describe, expect, it } from 'vitest';
import { amountInWordsBn, amountInWordsEn } from './amount-in-words.js';
import { MAX_TOTAL_POISHA } from './money.js';

// Typed again here, apart from the implementation's table, so a slip in one is caught by the other.
// The same word may be typed with য় as one code point or as য + nukta: compare in one normal form.
const nfc = (s: string) => s.normalize('NFC');

const BENGALI: Record<number, string> = {
  0: 'শূন্য',
  1: 'এক',
  2: 'দুই',
  3: 'তিন',
  4: 'চার',
  5: 'পাঁচ',
  6: 'ছয়',
  7: 'সাত',
  8: 'আট',
  9: 'নয়',
  10: 'দশ',
  11: 'এগারো',
  12: 'বারো',
  13: 'তেরো',
  14: 'চৌদ্দ',
  15: 'পনেরো',
  16: 'ষোলো',
  17: 'সতেরো',
  18: 'আঠারো',
  19: 'উনিশ',
  20: 'বিশ',
  21: 'একুশ',
  22: 'বাইশ',
  23: 'তেইশ',
  24: 'চব্বিশ',
  25: 'পঁচিশ',
  26: 'ছাব্বিশ',
  27: 'সাতাশ',
  28: 'আটাশ',
  29: 'ঊনত্রিশ',
  30: 'ত্রিশ',
  31: 'একত্রিশ',
  32: 'বত্রিশ',
  33: 'তেত্রিশ',
  34: 'চৌত্রিশ',
  35: 'পঁয়ত্রিশ',
  36: 'ছত্রিশ',
  37: 'সাঁইত্রিশ',
  38: 'আটত্রিশ',
  39: 'ঊনচল্লিশ',
  40: 'চল্লিশ',
  41: 'একচল্লিশ',
  42: 'বিয়াল্লিশ',
  43: 'তেতাল্লিশ',
  44: 'চুয়াল্লিশ',
  45: 'পঁয়তাল্লিশ',
  46: 'ছেচল্লিশ',
  47: 'সাতচল্লিশ',
  48: 'আটচল্লিশ',
  49: 'ঊনপঞ্চাশ',
  50: 'পঞ্চাশ',
  51: 'একান্ন',
  52: 'বাহান্ন',
  53: 'তিপ্পান্ন',
  54: 'চুয়ান্ন',
  55: 'পঞ্চান্ন',
  56: 'ছাপ্পান্ন',
  57: 'সাতান্ন',
  58: 'আটান্ন',
  59: 'ঊনষাট',
  60: 'ষাট',
  61: 'একষট্টি',
  62: 'বাষট্টি',
  63: 'তেষট্টি',
  64: 'চৌষট্টি',
  65: 'পঁয়ষট্টি',
  66: 'ছেষট্টি',
  67: 'সাতষট্টি',
  68: 'আটষট্টি',
  69: 'ঊনসত্তর',
  70: 'সত্তর',
  71: 'একাত্তর',
  72: 'বাহাত্তর',
  73: 'তিয়াত্তর',
  74: 'চুয়াত্তর',
  75: 'পঁচাত্তর',
  76: 'ছিয়াত্তর',
  77: 'সাতাত্তর',
  78: 'আটাত্তর',
  79: 'ঊনআশি',
  80: 'আশি',
  81: 'একাশি',
  82: 'বিরাশি',
  83: 'তিরাশি',
  84: 'চুরাশি',
  85: 'পঁচাশি',
  86: 'ছিয়াশি',
  87: 'সাতাশি',
  88: 'অষ্টাশি',
  89: 'ঊননব্বই',
  90: 'নব্বই',
  91: 'একানব্বই',
  92: 'বিরানব্বই',
  93: 'তিরানব্বই',
  94: 'চুরানব্বই',
  95: 'পঁচানব্বই',
  96: 'ছিয়ানব্বই',
  97: 'সাতানব্বই',
  98: 'আটানব্বই',
  99: 'নিরানব্বই',
};

describe('amount in words, Bengali', () => {
  it('has the table of 100 words', () => {
    expect(Object.keys(BENGALI)).toHaveLength(100);
  });

  it.each(Array.from({ length: 100 }, (_, n) => [n, BENGALI[n]!] as const))(
    '%i taka is %s টাকা',
    (n, word) => {
      expect(nfc(amountInWordsBn(n))).toBe(nfc(`${word} টাকা মাত্র`));
    },
  );

  it.each(Array.from({ length: 99 }, (_, i) => [i + 1, BENGALI[i + 1]!] as const))(
    '%i poisha is %s পয়সা',
    (n, word) => {
      expect(nfc(amountInWordsBn(n / 100))).toBe(nfc(`${word} পয়সা মাত্র`));
      expect(nfc(amountInWordsBn(3 + n / 100))).toBe(nfc(`তিন টাকা ${word} পয়সা মাত্র`));
    },
  );

  it.each([
    [0, 'শূন্য টাকা মাত্র'],
    [1, 'এক টাকা মাত্র'],
    [67, 'সাতষট্টি টাকা মাত্র'],
    [99, 'নিরানব্বই টাকা মাত্র'],
    [100, 'একশত টাকা মাত্র'],
    [101, 'একশত এক টাকা মাত্র'],
    [999, 'নয়শত নিরানব্বই টাকা মাত্র'],
    [1000, 'এক হাজার টাকা মাত্র'],
    [1_01_000, 'এক লক্ষ এক হাজার টাকা মাত্র'],
    [12_34_56_789.5, 'বারো কোটি চৌত্রিশ লক্ষ ছাপ্পান্ন হাজার সাতশত ঊননব্বই টাকা পঞ্চাশ পয়সা মাত্র'],
    [1_00_00_000, 'এক কোটি টাকা মাত্র'],
    [1_00_00_00_000, 'একশত কোটি টাকা মাত্র'],
    [10_00_00_00_000, 'এক হাজার কোটি টাকা মাত্র'],
    [25_00_000.05, 'পঁচিশ লক্ষ টাকা পাঁচ পয়সা মাত্র'],
    [0.5, 'পঞ্চাশ পয়সা মাত্র'],
  ])('%d taka is "%s"', (taka, words) => {
    expect(nfc(amountInWordsBn(taka))).toBe(nfc(words));
  });
});

describe('amount in words, English', () => {
  it.each([
    [0, 'Zero Taka Only'],
    [1, 'One Taka Only'],
    [19, 'Nineteen Taka Only'],
    [40, 'Forty Taka Only'],
    [67, 'Sixty Seven Taka Only'],
    [99, 'Ninety Nine Taka Only'],
    [100, 'One Hundred Taka Only'],
    [115, 'One Hundred Fifteen Taka Only'],
    [1000, 'One Thousand Taka Only'],
    [1_01_000, 'One Lakh One Thousand Taka Only'],
    [
      12_34_56_789.5,
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Taka and Fifty Poisha Only',
    ],
    [1_00_00_000, 'One Crore Taka Only'],
    [1_00_00_00_000, 'One Hundred Crore Taka Only'],
    [10_00_00_00_000, 'One Thousand Crore Taka Only'],
    [12.05, 'Twelve Taka and Five Poisha Only'],
    [0.99, 'Ninety Nine Poisha Only'],
  ])('%d taka is "%s"', (taka, words) => {
    expect(amountInWordsEn(taka)).toBe(words);
  });
});

describe('amount in words, limits', () => {
  it("writes the shop's largest amount, with crores counted in lakhs", () => {
    const max = MAX_TOTAL_POISHA / 100; // ৳9,99,99,99,99,99,999.99
    expect(amountInWordsEn(max)).toBe(
      'Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand ' +
        'Nine Hundred Ninety Nine Taka and Ninety Nine Poisha Only',
    );
    expect(nfc(amountInWordsBn(max))).toBe(
      nfc(
        'নয় লক্ষ নিরানব্বই হাজার নয়শত নিরানব্বই কোটি নিরানব্বই লক্ষ নিরানব্বই হাজার নয়শত নিরানব্বই টাকা ' +
          'নিরানব্বই পয়সা মাত্র',
      ),
    );
  });

  it('counts in whole poisha, whatever the float', () => {
    expect(amountInWordsEn(0.1 + 0.2)).toBe('Thirty Poisha Only');
    expect(amountInWordsEn(1250.55)).toBe('One Thousand Two Hundred Fifty Taka and Fifty Five Poisha Only');
  });

  it('refuses negative, non-finite and too large amounts', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, MAX_TOTAL_POISHA / 100 + 1]) {
      expect(() => amountInWordsEn(bad)).toThrow(RangeError);
      expect(() => amountInWordsBn(bad)).toThrow(RangeError);
    }
  });
});
