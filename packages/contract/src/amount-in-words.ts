import { MAX_TOTAL_POISHA } from './money.js';

// An amount in words as Bangladeshi invoices and cheques write it: the South-Asian scale (hundred, thousand,
// lakh, crore; crores above 99 are counted with the same words, "One Hundred Crore"), taka then poisha.
// English: "One Lakh One Thousand Taka Only". Bengali: "এক লক্ষ এক হাজার টাকা মাত্র" — লক্ষ (not লাখ) and
// "একশত" (not "একশো"), the forms printed on the taka notes and used on cheques.

type Scale = {
  ones: readonly string[];
  hundred: (n: number) => string;
  thousand: string;
  lakh: string;
  crore: string;
};

const EN_ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const EN_TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const EN_0_99 = Array.from({ length: 100 }, (_, n) =>
  n < 20 ? EN_ONES[n]! : `${EN_TENS[Math.floor(n / 10)]}${n % 10 ? ` ${EN_ONES[n % 10]}` : ''}`,
);

// Bengali has a word of its own for every number below 100 (no rule builds them), one row per ten.
// prettier-ignore
const BN_0_99 = [
  'শূন্য', 'এক', 'দুই', 'তিন', 'চার', 'পাঁচ', 'ছয়', 'সাত', 'আট', 'নয়',
  'দশ', 'এগারো', 'বারো', 'তেরো', 'চৌদ্দ', 'পনেরো', 'ষোলো', 'সতেরো', 'আঠারো', 'উনিশ',
  'বিশ', 'একুশ', 'বাইশ', 'তেইশ', 'চব্বিশ', 'পঁচিশ', 'ছাব্বিশ', 'সাতাশ', 'আটাশ', 'ঊনত্রিশ',
  'ত্রিশ', 'একত্রিশ', 'বত্রিশ', 'তেত্রিশ', 'চৌত্রিশ', 'পঁয়ত্রিশ', 'ছত্রিশ', 'সাঁইত্রিশ', 'আটত্রিশ', 'ঊনচল্লিশ',
  'চল্লিশ', 'একচল্লিশ', 'বিয়াল্লিশ', 'তেতাল্লিশ', 'চুয়াল্লিশ', 'পঁয়তাল্লিশ', 'ছেচল্লিশ', 'সাতচল্লিশ', 'আটচল্লিশ', 'ঊনপঞ্চাশ',
  'পঞ্চাশ', 'একান্ন', 'বাহান্ন', 'তিপ্পান্ন', 'চুয়ান্ন', 'পঞ্চান্ন', 'ছাপ্পান্ন', 'সাতান্ন', 'আটান্ন', 'ঊনষাট',
  'ষাট', 'একষট্টি', 'বাষট্টি', 'তেষট্টি', 'চৌষট্টি', 'পঁয়ষট্টি', 'ছেষট্টি', 'সাতষট্টি', 'আটষট্টি', 'ঊনসত্তর',
  'সত্তর', 'একাত্তর', 'বাহাত্তর', 'তিয়াত্তর', 'চুয়াত্তর', 'পঁচাত্তর', 'ছিয়াত্তর', 'সাতাত্তর', 'আটাত্তর', 'ঊনআশি',
  'আশি', 'একাশি', 'বিরাশি', 'তিরাশি', 'চুরাশি', 'পঁচাশি', 'ছিয়াশি', 'সাতাশি', 'অষ্টাশি', 'ঊননব্বই',
  'নব্বই', 'একানব্বই', 'বিরানব্বই', 'তিরানব্বই', 'চুরানব্বই', 'পঁচানব্বই', 'ছিয়ানব্বই', 'সাতানব্বই', 'আটানব্বই', 'নিরানব্বই',
];

const EN: Scale = {
  ones: EN_0_99,
  hundred: (n) => `${EN_0_99[n]} Hundred`,
  thousand: 'Thousand',
  lakh: 'Lakh',
  crore: 'Crore',
};
const BN: Scale = {
  ones: BN_0_99,
  hundred: (n) => `${BN_0_99[n]}শত`,
  thousand: 'হাজার',
  lakh: 'লক্ষ',
  crore: 'কোটি',
};

/** A whole number above zero in words: crores (themselves in words, however many), lakhs, thousands, hundreds, the rest. */
function wholeInWords(n: number, s: Scale): string {
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  if (crores > 0) parts.push(`${wholeInWords(crores, s)} ${s.crore}`);
  const lakhs = Math.floor(n / 100_000) % 100;
  if (lakhs > 0) parts.push(`${s.ones[lakhs]} ${s.lakh}`);
  const thousands = Math.floor(n / 1000) % 100;
  if (thousands > 0) parts.push(`${s.ones[thousands]} ${s.thousand}`);
  const hundreds = Math.floor(n / 100) % 10;
  if (hundreds > 0) parts.push(s.hundred(hundreds));
  const rest = n % 100;
  if (rest > 0) parts.push(s.ones[rest]!);
  return parts.join(' ');
}

/** The amount as whole taka and poisha, refusing what no invoice can hold. */
function split(taka: number): { whole: number; poisha: number } {
  const total = Math.round(taka * 100);
  if (!Number.isFinite(taka) || total < 0 || total > MAX_TOTAL_POISHA) {
    throw new RangeError(`amount out of range: ${taka}`);
  }
  return { whole: Math.floor(total / 100), poisha: total % 100 };
}

/**
 * 101000 → 'One Lakh One Thousand Taka Only'; 123456789.5 → 'Twelve Crore Thirty Four Lakh Fifty Six Thousand
 * Seven Hundred Eighty Nine Taka and Fifty Poisha Only'; 0 → 'Zero Taka Only'; 0.5 → 'Fifty Poisha Only'.
 */
export function amountInWordsEn(taka: number): string {
  const { whole, poisha } = split(taka);
  if (whole === 0 && poisha > 0) return `${EN_0_99[poisha]} Poisha Only`;
  const takaWords = whole === 0 ? 'Zero' : wholeInWords(whole, EN);
  return poisha > 0 ? `${takaWords} Taka and ${EN_0_99[poisha]} Poisha Only` : `${takaWords} Taka Only`;
}

/**
 * 67 → 'সাতষট্টি টাকা মাত্র'; 101000 → 'এক লক্ষ এক হাজার টাকা মাত্র'; 12.5 → 'বারো টাকা পঞ্চাশ পয়সা মাত্র';
 * 0 → 'শূন্য টাকা মাত্র'; 0.5 → 'পঞ্চাশ পয়সা মাত্র'.
 */
export function amountInWordsBn(taka: number): string {
  const { whole, poisha } = split(taka);
  if (whole === 0 && poisha > 0) return `${BN_0_99[poisha]} পয়সা মাত্র`;
  const takaWords = whole === 0 ? BN_0_99[0] : wholeInWords(whole, BN);
  return poisha > 0 ? `${takaWords} টাকা ${BN_0_99[poisha]} পয়সা মাত্র` : `${takaWords} টাকা মাত্র`;
}
