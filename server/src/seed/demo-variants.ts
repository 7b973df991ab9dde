import type { ProductInput } from '@bulkbazar/contract';

/**
 * Demo listings sold by size and colour (issue 30), by product name: options, one variant per combination and
 * the variant rule. Their stock adds up to the catalog's maxQuantity (the contract checks that). Only listings
 * outside the demo orders: today's checkout does not take stock per variant yet.
 */
const DENIM_SIZES = ['28', '30', '32', '34', '36'];
const DENIM_COLOURS = ['Blue', 'Black'];

const SEED_VARIANTS: Record<string, Pick<ProductInput, 'options' | 'variants' | 'variantRule'>> = {
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
};

/** The variant fields of a demo listing (none for most). */
export const variantsInput = (productName: string) => SEED_VARIANTS[productName] ?? {};
