import { addressInputSchema, productRules, quoteLine, type Location } from '@bulkbazar/contract';
import type { Viewer } from '../kernel/viewer.js';
import type { SeedRepo } from './seed.repo.js';
import type { Listed } from './seed-products.js';
import type { SeedServices } from './seed-services.js';

const dhaka = (area: string): Location => ({ division: 'Dhaka', district: 'Dhaka', area });

/** Saved addresses of the demo buyers (by index into SEED_BUYERS): label, address, phone. */
const DEMO_ADDRESSES: [buyer: number, label: string, address: string, phone: string, place: Location][] = [
  [0, 'Shop', 'Shop 14, Bongobazar Complex, Fulbaria, Dhaka 1000', '01711223344', dhaka('Bangshal')],
  [0, 'Warehouse', 'Godown 3, BSCIC Industrial Area, Shyampur, Dhaka 1204', '01811223344', dhaka('Shyampur')],
  [
    1,
    'Shop',
    'House 22, Road 5, Agrabad C/A, Chattogram 4100',
    '01911556677',
    { division: 'Chattogram', district: 'Chattogram', area: 'Double Mooring' },
  ],
  [
    2,
    'Office',
    'Level 4, Zindabazar Point, Zindabazar, Sylhet 3100',
    '01611998877',
    { division: 'Sylhet', district: 'Sylhet', area: 'Sylhet Sadar' },
  ],
];

/**
 * What two demo buyers left in their carts (product name, quantity): lines from two sellers each, several
 * just below a volume tier, so the cart shows "add 12 more for ৳860.00/unit".
 */
const DEMO_CARTS: [buyer: number, lines: [productName: string, quantity: number][]][] = [
  [
    0,
    [
      ['Electric Kettle 1.8L', 36],
      ['Safety Helmet (ABS)', 250],
      ['Glycerin Soap 100g', 648],
    ],
  ],
  [
    1,
    [
      ['Herbal Face Wash 100ml', 240],
      ['Spiral Notebook 200 pages', 200],
      ['Stapler Heavy Duty', 24],
    ],
  ],
];

/** Each buyer's saved addresses, label → id, in SEED_BUYERS' order. */
export type SavedAddresses = Map<string, string>[];

/** The buyers' saved addresses, checked by the profile form's schema. */
export async function saveDemoAddresses(repo: SeedRepo, buyers: Viewer[]): Promise<SavedAddresses> {
  const saved = buyers.map(() => new Map<string, string>());
  for (const [buyer, label, shippingAddress, phoneNumber, location] of DEMO_ADDRESSES) {
    const { location: place, ...input } = addressInputSchema.parse({
      label,
      shippingAddress,
      phoneNumber,
      location,
    });
    saved[buyer]!.set(label, await repo.insertAddress({ userId: buyers[buyer]!.id, ...input, ...place }));
  }
  return saved;
}

/** A saved address for an administrator, so the checkout they try shows one to pick. */
export async function saveAdminAddress(repo: SeedRepo, userId: string): Promise<void> {
  const { location, ...input } = addressInputSchema.parse({
    label: 'Office',
    shippingAddress: 'House 7, Road 11, Banani, Dhaka 1213',
    phoneNumber: '01700000009',
    location: dhaka('Banani'),
  });
  await repo.insertAddress({ userId, ...input, ...location });
}

/**
 * Fills the demo carts after the demo orders, each line at the unit price the quantity engine gives it now
 * (what the buyer saw and accepted when adding it), so the cart opens without a changed-price warning.
 */
export async function fillDemoCarts(
  { listings }: SeedServices,
  repo: SeedRepo,
  listed: Listed[],
  buyers: Viewer[],
  admins: { id: string }[] = [],
): Promise<number> {
  // Demo buyers have no passwords; the administrator who signs in to look around gets the first cart too.
  const carts = [...DEMO_CARTS, ...admins.map((a) => [a, DEMO_CARTS[0]![1]] as const)];
  for (const [buyer, lines] of carts) {
    const userId = typeof buyer === 'number' ? buyers[buyer]!.id : buyer.id;
    for (const [name, quantity] of lines) {
      const id = listed.find((l) => l.productName === name)?.id;
      const product = id ? await listings.findPublic(id) : undefined;
      if (!product) throw new Error(`Demo cart: no product named ${name}`);
      const quote = quoteLine(productRules(product), quantity);
      if (!quote.ok) throw new Error(`Demo cart: ${name} × ${quantity}: ${quote.message}`);
      await repo.setCartItem({
        userId,
        productId: product._id,
        quantity,
        acceptedUnitPricePoisha: quote.unitPricePoisha,
      });
    }
  }
  return carts.length;
}
