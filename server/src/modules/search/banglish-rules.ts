// Banglish (Bengali typed in Latin letters) → Bengali, as data: the Avro phonetic scheme's letters, each with
// the other spellings Bangladeshi typists without Avro mean by the same letters. Avro is deterministic ("ch" is
// ছ, "c" is চ), but on a phone keyboard "chal" means চাল and "dim" ডিম or দিম: so a letter maps to every
// Bengali letter it stands for, in the order Avro would pick, and only spellings that are words of the shop's
// catalog are kept (search/banglish.ts). All in plainForm (bengali-normalise.ts): no nukta (ড় is ড, য় is য),
// no chandrabindu. Longest Latin match first.

/** Consonants: Latin → the Bengali letters (or conjuncts) it may stand for. */
export const CONSONANTS: Record<string, string[]> = {
  kkh: ['ক্ষ'],
  ksh: ['ক্ষ'],
  chh: ['ছ'],
  cch: ['চ্ছ'],
  ch: ['চ', 'ছ'],
  kh: ['খ'],
  gh: ['ঘ'],
  ng: ['ং', 'ঙ', 'ঙ্গ'],
  jh: ['ঝ'],
  th: ['থ', 'ঠ'],
  dh: ['ধ', 'ঢ'],
  ph: ['ফ'],
  bh: ['ভ'],
  sh: ['শ', 'ষ', 'স'],
  rh: ['ঢ'],
  tt: ['ট্ট', 'ত্ত', 'ট', 'ত'],
  dd: ['দ্দ', 'ড্ড', 'দ', 'ড'],
  ll: ['ল্ল', 'ল'],
  nn: ['ন্ন', 'ন'],
  mm: ['ম্ম', 'ম'],
  kk: ['ক্ক', 'ক'],
  pp: ['প্প', 'প'],
  bb: ['ব্ব', 'ব'],
  ss: ['স্স', 'স', 'শ'],
  ck: ['ক'],
  c: ['চ', 'ক'],
  k: ['ক'],
  q: ['ক'],
  g: ['গ'],
  j: ['জ', 'য'],
  z: ['জ', 'য'],
  t: ['ত', 'ট'],
  d: ['ড', 'দ'],
  n: ['ন', 'ণ'],
  p: ['প'],
  f: ['ফ'],
  b: ['ব'],
  v: ['ভ'],
  m: ['ম'],
  y: ['য'],
  r: ['র', 'ড'],
  l: ['ল'],
  s: ['স', 'শ', 'ষ'],
  h: ['হ'],
  x: ['ক্স'],
  w: ['ও'],
};

/**
 * Vowels: Latin → [independent forms (a word's start, after a vowel), signs after a consonant]. An empty sign
 * is the consonant's own vowel (অ): "kolom" is কলম.
 */
export const VOWELS: Record<string, [string[], string[]]> = {
  aa: [['আ'], ['া']],
  ai: [
    ['আই', 'ঐ'],
    ['াই', 'ৈ'],
  ],
  au: [
    ['আউ', 'ঔ'],
    ['াউ', 'ৌ'],
  ],
  ee: [
    ['ঈ', 'ই'],
    ['ী', 'ি'],
  ],
  oo: [
    ['উ', 'ঊ'],
    ['ু', 'ূ'],
  ],
  oi: [
    ['ঐ', 'ওই'],
    ['ৈ', 'োই'],
  ],
  ou: [
    ['ঔ', 'ওউ'],
    ['ৌ', 'োউ'],
  ],
  a: [
    ['আ', 'অ', 'এ'],
    ['া', '', 'ে'],
  ],
  i: [
    ['ই', 'ঈ'],
    ['ি', 'ী'],
  ],
  u: [
    ['উ', 'ঊ'],
    ['ু', 'ূ'],
  ],
  e: [
    ['এ', 'ই'],
    ['ে', 'ি'],
  ],
  o: [
    ['ও', 'অ'],
    ['ো', ''],
  ],
};

export const HASANTA = '্';
