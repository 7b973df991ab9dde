import type { ProductInput } from '@bulkbazar/contract';

/**
 * Demo listings sold by size and colour (issue 30), by product name: options, one variant per combination and
 * the variant rule. Their stock adds up to the catalog's maxQuantity (the contract checks that). Listings outside
 * the demo orders (seed-orders.ts, demo-checkouts.ts), whose lines name no variant.
 */
const DENIM_SIZES = ['28', '30', '32', '34', '36'];
const DENIM_COLOURS = ['Blue', 'Black'];

const SANDAL_SIZES = ['39', '40', '41', '42', '43', '44'];
// A carton of 10 pairs, the way shoe wholesalers pack them: the middle sizes sell twice as fast as the ends.
const SANDAL_CARTON: Record<string, number> = { '39': 1, '40': 2, '41': 2, '42': 2, '43': 2, '44': 1 };
const SANDAL_CARTONS_IN_STOCK = 90;

const SEED_VARIANTS: Record<
  string,
  Pick<ProductInput, 'options' | 'variants' | 'variantRule'> & Partial<Pick<ProductInput, 'minQuantity'>>
> = {
  // 2400 pairs, 240 of each of 10; the minimum of 60 counts across the sizes and colours ('mixed'), and the
  // largest waist costs ৳20 more.
  'Denim Jeans Slim Fit': {
    variantRule: 'mixed',
    options: [
      { name: 'Size', values: DENIM_SIZES },
      { name: 'Colour', values: DENIM_COLOURS },
    ],
    variants: DENIM_COLOURS.flatMap((colour) =>
      DENIM_SIZES.map((size) => ({
        sku: `YL-DENIM-${colour.toUpperCase()}-${size}`,
        options: { Size: size, Colour: colour },
        stock: 240,
        price: size === '36' ? 710 : null,
      })),
    ),
  },
  // Sold only in cartons of the ratio 1 : 2 : 2 : 2 : 2 : 1 (issue 30's assortment pack): 900 pairs in 90 cartons,
  // a minimum of 3 cartons (the minimum of a ratio pack counts packs).
  'Leather Sandals (Men)': {
    variantRule: 'ratio_pack',
    minQuantity: 3,
    options: [{ name: 'Size', values: SANDAL_SIZES }],
    variants: SANDAL_SIZES.map((size) => ({
      sku: `APEX-SANDAL-${size}`,
      options: { Size: size },
      stock: SANDAL_CARTON[size]! * SANDAL_CARTONS_IN_STOCK,
      price: null,
      packUnits: SANDAL_CARTON[size]!,
    })),
  },
};

/** The variant fields of a demo listing (none for most). */
export const variantsInput = (productName: string) => SEED_VARIANTS[productName] ?? {};
