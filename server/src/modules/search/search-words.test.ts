import { describe, expect, it } from 'vitest';
import { banglishSpellings, MAX_SPELLINGS } from './banglish.js';
import {
  bengaliDigits,
  isLatin,
  latinDigits,
  plainForm,
  searchForm,
  searchWords,
} from './bengali-normalise.js';
import { editDistance, nearestByEdits } from './edit-distance.js';
import { expandQuery, segmentsTsquery, synonymIndex, type WordLookup } from './query-expansion.js';
import { CURATED_GROUPS, pairCount } from './synonym-groups.js';

// The search's word handling without a database (project server-unit): Bengali normalisation, Banglish
// spellings, the curated synonym table and the expanded tsquery.

describe('Bengali normalisation', () => {
  it('makes the two ways of typing য় (one code point, or য + nukta) one word', () => {
    expect(searchForm('\u09DF')).toBe(searchForm('\u09AF\u09BC'));
    expect(searchWords('সয়াবিন')).toEqual(searchWords('সয়াবিন'));
  });

  it('drops ZWJ and ZWNJ, lower-cases Latin letters and drops a trailing hasanta', () => {
    expect(searchWords('ক্\u200Cষ Rice চাল্')).toEqual(['ক্ষ', 'rice', 'চাল']);
    expect(searchForm('উৎসব')).toBe(searchForm('উত্\u200Dসব'));
  });

  it('plainForm drops chandrabindu and nukta and reads khanda ta as ta, as bb_search_plain does', () => {
    expect(plainForm('পেঁয়াজ')).toBe(plainForm('পেয়াজ'));
    expect(plainForm('পেঁয়াজ')).toBe('পেযাজ');
    expect(plainForm('উৎসব')).toBe('উতসব');
    expect(plainForm('Kettle')).toBe('kettle');
  });

  it('turns digits from one script into the other', () => {
    expect(latinDigits('৫০')).toBe('50');
    expect(bengaliDigits('1.8l')).toBe('১.৮l');
    expect(latinDigits('চাল')).toBeUndefined();
    expect(bengaliDigits('rice')).toBeUndefined();
  });

  it('splits at anything but letters, marks and digits, keeping vowel signs inside words', () => {
    expect(searchWords('মিনিকেট চাল, ৫০-কেজি!')).toEqual(['মিনিকেট', 'চাল', '৫০', 'কেজি']);
    expect(searchWords('  ')).toEqual([]);
    expect(isLatin('chal')).toBe(true);
    expect(isLatin('চাল')).toBe(false);
    expect(isLatin('50')).toBe(false);
  });
});

describe('Banglish spellings', () => {
  it.each([
    ['chal', 'চাল'],
    ['dim', 'ডিম'],
    ['tel', 'তেল'],
    ['chini', 'চিনি'],
    ['peyaj', plainForm('পেঁয়াজ')],
    ['murgi', 'মুরগি'],
    ['mishti', 'মিষ্টি'],
    ['kolom', 'কলম'],
    ['siment', 'সিমেন্ট'],
    ['shari', plainForm('শাড়ি')],
  ])('"%s" may be %s', (latin, bengali) => {
    expect(banglishSpellings(latin)).toContain(bengali);
  });

  it("puts Avro's spelling first", () => {
    expect(banglishSpellings('chal')[0]).toBe('চাল');
    expect(banglishSpellings('ami')[0]).toBe('আমি');
  });

  it('has no spelling for anything but Latin letters, nor for very long words; caps the count', () => {
    expect(banglishSpellings('চাল')).toEqual([]);
    expect(banglishSpellings('a')).toEqual([]);
    expect(banglishSpellings('x'.repeat(21))).toEqual([]);
    expect(banglishSpellings('shorishatelbhaja').length).toBeLessThanOrEqual(MAX_SPELLINGS);
  });
});

describe('the curated synonym table', () => {
  it('holds at least 300 pairs, each group of two or more different words', () => {
    expect(pairCount(CURATED_GROUPS)).toBeGreaterThanOrEqual(300);
    expect(CURATED_GROUPS.length).toBeGreaterThanOrEqual(150);
    for (const group of CURATED_GROUPS) {
      expect(group.length, group.join('|')).toBeGreaterThanOrEqual(2);
      expect(new Set(group).size, group.join('|')).toBe(group.length);
    }
  });

  it('pairs each group with Bengali: every group has a Bengali word and a Latin one', () => {
    for (const group of CURATED_GROUPS) {
      expect(
        group.some((w) => /[\u0980-\u09FF]/u.test(w)),
        group.join('|'),
      ).toBe(true);
      expect(
        group.some((w) => /[a-z]/u.test(w)),
        group.join('|'),
      ).toBe(true);
    }
  });

  it('has the trade words of the issue', () => {
    const index = synonymIndex(CURATED_GROUPS);
    const same = (a: string, b: string) => index.get(a)?.some((p) => p.join(' ') === b);
    expect(same('rice', 'চাল') && same('chal', 'rice') && same('চাল', 'chal')).toBe(true);
    expect(same('egg', 'ডিম') && same('dim', 'egg')).toBe(true);
    expect(same('oil', 'তেল') && same('tel', 'oil')).toBe(true);
    expect(same('sugar', 'চিনি') && same('chini', 'sugar')).toBe(true);
    expect(same('onion', searchWords('পেঁয়াজ').join(' ')) && same('peyaj', 'onion')).toBe(true);
    expect(same('shirt', 'শার্ট')).toBe(true);
    expect(same('saree', searchWords('শাড়ি').join(' '))).toBe(true);
    expect(same('cement', 'সিমেন্ট')).toBe(true);
    expect(same('rod', 'রড')).toBe(true);
  });
});

describe('the expanded tsquery', () => {
  const index = synonymIndex([
    ['rice', 'চাল', 'chal'],
    ['power bank', 'পাওয়ার ব্যাংক'],
    ['red lentil', 'মসুর ডাল', 'mosur dal', 'masoor dal'],
  ]);
  const catalog = new Map([
    ['চাল', ['চাল']],
    ['কেজি', ['কেজি']],
    [plainForm('পেঁয়াজ'), [searchForm('পেঁয়াজ')]],
  ]);
  const lookup: WordLookup = async (plains) =>
    new Map(plains.filter((p) => catalog.has(p)).map((p) => [p, catalog.get(p)!]));

  it('ORs each word with its synonyms and ANDs the words; only the last word typed is a prefix', async () => {
    const q = await expandQuery('rice 50', index, lookup);
    expect(q?.tsquery).toBe('(rice | চাল | chal) & (50:* | ৫০)');
  });

  it('takes a run of words that is a synonym as one part', async () => {
    const q = await expandQuery('power bank', index, lookup);
    expect(q?.tsquery).toBe(`((power & bank:*) | (${searchWords('পাওয়ার ব্যাংক').join(' & ')}))`);
  });

  it("adds the catalog's Bengali spelling of a Banglish word, and that word's synonyms", async () => {
    const q = await expandQuery('keji', new Map(), lookup);
    expect(q?.tsquery).toBe('(keji:* | কেজি)');
    const onion = await expandQuery('পেয়াজ', new Map(), lookup);
    expect(onion?.tsquery).toBe(`(${searchForm('পেয়াজ')}:* | ${searchForm('পেঁয়াজ')})`);
  });

  it('marks who knows each word, for "Did you mean"', async () => {
    const q = await expandQuery('ketle chal কেজি', index, lookup);
    expect(q?.segments.map((s) => s.known)).toEqual([false, 'synonym', 'catalog']);
  });

  it('reads a phrase said in two scripts at once as the phrase, never one word as another', async () => {
    const power = await expandQuery('power ব্যাংক', index, lookup);
    expect(power?.segments).toHaveLength(1);
    expect(power?.segments[0]?.alternatives).toContainEqual(['power', 'bank']);
    expect(power?.tsquery).toContain('(পাওয়ার & ব্যাংক)');
    // "masur" typed in Latin letters is মসুর: the group of মসুর ডাল, with its English and other spellings.
    const masur = await expandQuery('masur dal', index, lookup);
    expect(masur?.segments).toHaveLength(1);
    expect(masur?.segments[0]?.alternatives).toContainEqual(['masoor', 'dal']);
    // "red ডাল" says red lentil word by word; "red" alone stands where মসুর does, but is never read as it.
    const redDal = await expandQuery('red ডাল', index, lookup);
    expect(redDal?.segments[0]?.alternatives).toContainEqual(['মসুর', 'ডাল']);
    const red = await expandQuery('red', index, lookup);
    expect(red?.tsquery).toBe('red:*');
  });

  it('has no query for no words', async () => {
    expect(await expandQuery('  -- ', index, lookup)).toBeUndefined();
    expect(await expandQuery(undefined, index, lookup)).toBeUndefined();
    expect(segmentsTsquery([{ words: ['a'], known: false, alternatives: [] }])).toBe('a:*');
  });
});

describe('edit distance (the typo step for short words)', () => {
  it('counts inserts, deletes, replacements and swaps of neighbours, up to a limit', () => {
    expect(editDistance('eeg', 'egg', 2)).toBe(1);
    expect(editDistance('sop', 'soap', 2)).toBe(1);
    expect(editDistance('slat', 'salt', 2)).toBe(1);
    expect(editDistance('onoin', 'onion', 2)).toBe(1);
    expect(editDistance('kettle', 'kettle', 2)).toBe(0);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
    expect(editDistance('ab', 'abcdef', 2)).toBe(3);
    expect(editDistance('চাল', 'চল', 2)).toBe(1);
  });

  it('picks the nearest candidate within one edit (two from 7 letters), fewest edits then shortest', () => {
    expect(nearestByEdits('eeg', ['egg', 'eggs', 'edge'])).toBe('egg');
    expect(nearestByEdits('shrit', ['shirt', 'short', 'sheet'])).toBe('shirt');
    expect(nearestByEdits('cemnt', ['cement'])).toBe('cement');
    expect(nearestByEdits('presure', ['pressure'])).toBe('pressure');
    expect(nearestByEdits('xyz', ['egg'])).toBeUndefined();
    expect(nearestByEdits('egg', ['egg'])).toBeUndefined();
  });
});
