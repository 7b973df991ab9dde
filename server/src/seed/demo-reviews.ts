import { checkoutInputSchema, reviewInputSchema, type Product } from '@bulkbazar/contract';
import type { Viewer } from '../kernel/viewer.js';
import type { Placed } from './seed-orders.js';
import type { SeedRepo } from './seed.repo.js';
import type { Listed } from './seed-products.js';
import type { SeedServices } from './seed-services.js';

const DAY = 86_400_000;
const STARS = [5, 4, 5, 3, 4, 5, 4, 2, 5, 4];
const TEXTS = [
  'Exactly as described, well packed in cartons. Will order again for the shop.',
  'মান ভালো, প্যাকিং মজবুত। ঢাকায় দুই দিনে পেয়েছি।',
  'Good value at this quantity; a few pieces had scuffed boxes.',
  '',
  'দাম অনুযায়ী ঠিক আছে, তবে ডেলিভারিতে একটু দেরি হয়েছে।',
  'Customers like it. Sold half the lot in the first week.',
  'Delivery took longer than promised, the goods themselves are fine.',
  'প্রতিটি পিস চেক করে দেখেছি, সব ঠিক আছে। ধন্যবাদ।',
];
const REPLIES = [
  'Thank you for your order! New stock arrives every month.',
  'ধন্যবাদ! পরের অর্ডারে প্যাকিং আরও ভালো করব।',
  'Sorry about the delay: the courier was held up at the ferry. We have changed couriers for your area.',
];

/**
 * The demo's reviews: each buyer bought a shelf of products (every third listing) in one checkout, the sellers
 * delivered it ten to twenty days ago, and the buyers reviewed most of what they got — through the checkout, the
 * sellers' moves and the reviews service, as on the shop. Some reviews have the seller's reply. Returns the
 * order lines (for the demo views) and the counts. A product whose seller's minimum, stock or order cap rules out a sensible
 * quantity is left out.
 */
export async function seedDemoReviews(
  services: SeedServices,
  repo: SeedRepo,
  listed: Listed[],
  people: { sellers: Viewer[]; buyers: Viewer[] },
  /** Each seller's minimum order amount, taka. */
  minimums: Map<string, number>,
  now: Date,
): Promise<{ lines: Placed[]; orders: number; checkouts: number; reviews: number }> {
  const shelf = listed.filter((_, i) => i % 3 === 1).slice(0, 16);
  const lines: Placed[] = [];
  let orders = 0;
  let reviews = 0;
  for (const [b, buyer] of people.buyers.entries()) {
    const items = [];
    for (const listing of shelf) {
      const product = (await services.listings.findPublic(listing.id))!;
      const quantity = quantityFor(product, minimums.get(listing.sellerId) ?? 0);
      if (quantity !== null) items.push({ productId: product._id, quantity });
    }
    const placed = await services.orders.checkout(
      buyer,
      checkoutInputSchema.parse({
        items,
        shippingAddress: `Shop ${7 + b}, Kawran Bazar Road, Dhaka 1215`,
        phoneNumber: `+8801711${String(220_000 + b * 1_111).slice(0, 6)}`,
        paymentMethod: 'cod',
      }),
    );
    const placedAt = new Date(now.getTime() - (20 - b * 4) * DAY);
    for (const order of placed.orders) {
      orders++;
      const sellerId = shelf.find((l) => l.id === order.items[0]!.productId)!.sellerId;
      const seller = people.sellers.find((s) => s.id === sellerId)!;
      for (const step of ['processing', 'shipped', 'delivered'] as const)
        await services.orders.move(seller, order._id, step);
      await services.orders.cashReceived(seller, order._id);
      await repo.backdateOrder(order._id, placedAt, ['pending', 'processing', 'shipped', 'delivered']);
      for (const item of order.items) {
        lines.push({ productId: item.productId!, placedAt });
        const i = shelf.findIndex((l) => l.id === item.productId);
        // The third buyer reviews only every other product: counts differ from product to product.
        if (b === 2 && i % 2 === 1) continue;
        reviews++;
        const { review } = await services.reviews.write(
          buyer,
          order._id,
          reviewInputSchema.parse({
            productId: item.productId,
            stars: STARS[(i * 3 + b * 7) % STARS.length],
            text: TEXTS[(i + b * 3) % TEXTS.length],
          }),
        );
        if ((i + b) % 4 === 0)
          await services.reviews.reply(seller, review._id, REPLIES[(i + b) % REPLIES.length]!);
      }
    }
  }
  return { lines, orders, checkouts: people.buyers.length, reviews };
}

/**
 * The smallest quantity the engine takes that alone meets the seller's minimum order amount (so any mix of
 * lines does), or null when the stock or the cap per order rules it out.
 */
function quantityFor(p: Product, minimum: number): number | null {
  const step = p.orderIncrement;
  const needed = Math.max(p.minQuantity, Math.ceil(minimum / p.price));
  const quantity = Math.ceil(needed / step) * step;
  if (quantity > p.maxQuantity || (p.maxOrderQuantity !== null && quantity > p.maxOrderQuantity)) return null;
  return quantity;
}
