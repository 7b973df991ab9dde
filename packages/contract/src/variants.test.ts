import { describe, expect, it } from 'vitest';
import { variantFields, variantInputSchema, variantIssues, type VariantListing } from './variants.js';

const sizes = { name: 'Size', values: ['S', 'M', 'L'] };
const colours = { name: 'Colour', values: ['Red', 'Blue'] };
const variant = (sku: string, options: Record<string, string>, extra: object = {}) =>
  variantInputSchema.parse({ sku, options, stock: 10, ...extra });

describe('variant schemas', () => {
  it('name the field of a bad variant', () => {
    const parsed = variantFields.variants.safeParse([
      { sku: 'bad sku', options: {}, stock: -1, price: 1.234 },
    ]);
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['0.sku', '0.stock', '0.price']));
  });

  it('allow at most 3 options and 100 variants', () => {
    expect(variantFields.options.safeParse([sizes, colours, sizes, colours]).success).toBe(false);
    const many = Array.from({ length: 101 }, (_, i) => ({ sku: `S-${i}`, options: { Size: 'S' }, stock: 1 }));
    expect(variantFields.variants.safeParse(many).error?.issues[0]?.message).toBe('At most 100 variants');
  });
});

describe('variantIssues', () => {
  const listing = (over: Partial<VariantListing>): VariantListing => ({
    options: [sizes, colours],
    variants: [
      variant('P-S-R', { Size: 'S', Colour: 'Red' }),
      variant('P-M-R', { Size: 'M', Colour: 'Red' }),
    ],
    variantRule: 'mixed',
    ...over,
  });

  it('finds nothing in a sound listing, or in one without options', () => {
    expect(variantIssues(listing({}))).toEqual([]);
    expect(variantIssues({ options: [], variants: [], variantRule: 'mixed' })).toEqual([]);
  });

  it('names each broken rule by its path', () => {
    const issues = variantIssues(
      listing({
        options: [sizes, { name: 'size', values: ['Red', 'red'] }],
        variants: [
          variant('A', { Size: 'S', size: 'Red', Fabric: 'x' }),
          variant('a', { Size: 'S', size: 'Red' }),
          variant('B', { Size: 'XXL' }, { packUnits: 2 }),
        ],
      }),
    );
    expect(issues.map((i) => i.path.join('.'))).toEqual([
      'options.1.name',
      'options.1.values.1',
      'variants.0.options.Fabric',
      'variants.1.options',
      'variants.1.sku',
      'variants.2.options.Size',
      'variants.2.options.size',
      'variants.2.packUnits',
    ]);
  });

  it('ties options, variants and the rule together', () => {
    expect(variantIssues(listing({ variants: [] })).map((i) => i.path)).toEqual([['variants']]);
    expect(
      variantIssues({ options: [], variants: [], variantRule: 'ratio_pack' }).map((i) => i.path),
    ).toEqual([['variantRule']]);
    expect(variantIssues(listing({ variantRule: 'ratio_pack' })).map((i) => i.path.join('.'))).toEqual([
      'variants.0.packUnits',
      'variants.1.packUnits',
    ]);
  });
});
