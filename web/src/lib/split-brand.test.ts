import { describe, expect, it } from 'vitest';
import { splitBrand } from './split-brand';

describe('splitBrand', () => {
  it('splits a camel-case brand at its second capital', () => {
    expect(splitBrand('BulkBazar')).toEqual(['Bulk', 'Bazar']);
    expect(splitBrand('MegaMartBD')).toEqual(['Mega', 'MartBD']);
  });
  it('splits at the first space when the brand has words', () => {
    expect(splitBrand('Dhaka Wholesale Hub')).toEqual(['Dhaka ', 'Wholesale Hub']);
  });
  it('splits other brands in the middle, the longer half first', () => {
    expect(splitBrand('wholesale')).toEqual(['whole', 'sale']);
    expect(splitBrand('BAZAR')).toEqual(['BAZ', 'AR']);
  });
  it('never cuts a Bengali letter from its vowel sign', () => {
    expect(splitBrand('পাইকারি')).toEqual(['পাই', 'কারি']);
  });
  it('copes with one letter and surrounding spaces', () => {
    expect(splitBrand('  B ')).toEqual(['B', '']);
  });
});
