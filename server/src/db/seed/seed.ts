import { randomUUID } from 'node:crypto';
import {
  CATEGORIES,
  DEFAULT_CONTENT,
  PAYMENT_METHODS,
  categoryName,
  takaToPoisha,
  type CategorySlug,
  type OrderStatus,
} from '@bulkbazar/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { appMeta, orderEvents, orders, products, productViews, siteContent, users } from '../schema.js';
import { SEED_BUYERS, SEED_CATALOG, SEED_SELLERS, SEED_UNREVIEWED, type SeedItem } from './catalog.js';
import { demoViews } from './demo-views.js';
import { ensureSeedImage, seedImagePath } from './images.js';
import { sellerActions } from './seller-actions.js';

const MARKER = 'demo-data-seeded';
export const DEMO_MERCHANT_NUMBERS = { bkash: '01700000001', nagad: '01800000002', rocket: '01900000003' };
const HOUR = 3_600_000;
const VARIANTS = 7;

type Log = { info: (msg: string) => void };

/** Draws the demo pictures that are missing (after the first start they are all there: a no-op). */
export async function ensureSeedImages(uploadsDir: string): Promise<void> {
  for (const { slug } of CATEGORIES) {
    for (let v = 0; v < VARIANTS; v++) await ensureSeedImage(uploadsDir, slug, v);
  }
}

function productValues(
  item: SeedItem,
  category: CategorySlug,
  variant: number,
  sellerId: string,
  n: number,
  createdAt: Date,
) {
  const [productName, brand, priceTaka, minQuantity, stock, description] = item;
  return {
    sku: `BB-${category.slice(0, 3).toUpperCase()}-${String(1001 + n)}`,
    sellerId,
    productName,
    image: seedImagePath(category, variant % VARIANTS),
    extraImages: [
      seedImagePath(category, (variant + 1) % VARIANTS),
      seedImagePath(category, (variant + 2) % VARIANTS),
    ],
    brand,
    category,
    pricePoisha: takaToPoisha(priceTaka),
    rating: 3 + ((n * 7) % 3),
    description,
    content: `${description}\n\nPacking: factory cartons, quantity per carton printed on the label. Dispatch from Dhaka within 2 business days; nationwide delivery in 2-5 business days. Invoice with VAT on request.`,
    minQuantity,
    stock,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * Fills an empty database with a demo shop: sellers and buyers, 49 approved products across the seven
 * categories, listings awaiting review and a few orders. Runs once per database (a marker row in
 * app_meta, taken inside the same transaction, so concurrent first starts seed once).
 */
export async function seedDemoData(db: Db, log: Log, now = new Date()): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    // "Empty" means no catalog yet: the first administrator may already exist.
    // (One row is enough to know: counting a million-product catalog took a third of a second per start.)
    const anyProduct = await tx.select({ id: products.id }).from(products).limit(1);
    if (anyProduct.length > 0) return false;
    const marker = await tx
      .insert(appMeta)
      .values({ key: MARKER, value: { at: now.toISOString() } })
      .onConflictDoNothing()
      .returning();
    if (marker.length === 0) return false;

    const person = (p: { name: string; email: string }) => ({
      id: randomUUID(),
      name: p.name,
      email: p.email,
      emailVerified: true,
    });
    const sellers = await tx.insert(users).values(SEED_SELLERS.map(person)).returning({ id: users.id });
    const buyers = await tx
      .insert(users)
      .values(SEED_BUYERS.map(person))
      .returning({ id: users.id, name: users.name, email: users.email });

    let n = 0;
    const approved = CATEGORIES.flatMap(({ slug }, c) =>
      SEED_CATALOG[slug].map((item, v) => {
        n++;
        return productValues(
          item,
          slug,
          v,
          sellers[(c + v) % sellers.length]!.id,
          n,
          new Date(now.getTime() - (n * 5 + c) * HOUR),
        );
      }),
    );
    const inserted = await tx
      .insert(products)
      .values(approved.map((p) => ({ ...p, status: 'approved' })))
      .returning();
    await tx.insert(products).values(
      SEED_UNREVIEWED.map(({ category, item }, i) => ({
        ...productValues(
          item,
          category,
          i + 3,
          sellers[i % sellers.length]!.id,
          100 + i,
          new Date(now.getTime() - i * HOUR),
        ),
        status: i === SEED_UNREVIEWED.length - 1 ? 'rejected' : 'pending',
        rejectionReason:
          i === SEED_UNREVIEWED.length - 1
            ? 'Please choose a fitting category and add a photo of the label.'
            : null,
      })),
    );

    const statuses: OrderStatus[] = [
      'pending',
      'processing',
      'shipped',
      'delivered',
      'delivered',
      'cancelled',
    ];
    for (let i = 0; i < 12; i++) {
      const product = inserted[(i * 5) % inserted.length]!;
      const buyer = buyers[i % buyers.length]!;
      const quantity = product.minQuantity * (1 + (i % 3));
      const orderStatus = statuses[i % statuses.length]!;
      const paymentMethod = PAYMENT_METHODS[i % PAYMENT_METHODS.length]!;
      // Cancelled orders gave their stock back; the others hold it.
      if (orderStatus !== 'cancelled') {
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${quantity}` })
          .where(sql`${products.id} = ${product.id}`);
      }
      const placedAt = new Date(now.getTime() - (i * 17 + 3) * HOUR);
      const [order] = await tx
        .insert(orders)
        .values({
          buyerId: buyer.id,
          customerName: buyer.name,
          customerEmail: buyer.email,
          productId: product.id,
          sellerId: product.sellerId,
          quantity,
          shippingAddress: `House ${12 + i}, Road ${3 + (i % 9)}, Dhanmondi, Dhaka 1209`,
          phoneNumber: `+88017${String(10_000_000 + i * 7_654_321).slice(0, 8)}`,
          productName: product.productName,
          productImage: product.image,
          productSku: product.sku,
          productPricePoisha: product.pricePoisha,
          productBrand: product.brand,
          productCategory: categoryName(product.category as CategorySlug),
          productDescription: product.description,
          productRating: product.rating,
          totalPoisha: product.pricePoisha * quantity,
          orderStatus,
          paymentMethod,
          paymentStatus: paymentMethod !== 'cod' && orderStatus !== 'pending' ? 'paid' : 'unpaid',
          transactionId:
            paymentMethod === 'cod' ? null : `TX${(8_000_000 + i * 913).toString(36).toUpperCase()}`,
          createdAt: placedAt,
          updatedAt: placedAt,
        })
        .returning({ id: orders.id });
      // The way there: pending, then each step up to the status it has now.
      const path =
        orderStatus === 'cancelled'
          ? ['pending', 'cancelled']
          : ['pending', 'processing', 'shipped', 'delivered'].slice(
              0,
              ['pending', 'processing', 'shipped', 'delivered'].indexOf(orderStatus) + 1,
            );
      await tx.insert(orderEvents).values(
        path.map((status, step) => ({
          orderId: order!.id,
          status,
          actorId: buyer.id,
          createdAt: new Date(placedAt.getTime() + step * HOUR),
        })),
      );
    }
    await sellerActions(tx as unknown as Db, sellers);
    // The demo shop takes all three mobile banking services (made-up numbers), so the checkout shows them;
    // 'home' is the key content.repo.ts reads.
    await tx
      .insert(siteContent)
      .values({ key: 'home', value: { ...DEFAULT_CONTENT, merchantNumbers: DEMO_MERCHANT_NUMBERS } })
      .onConflictDoNothing();
    // Views that fit the orders above (every order's product viewed that day), for the conversion rate.
    const placed = await tx.select({ productId: orders.productId, placedAt: orders.createdAt }).from(orders);
    await tx.insert(productViews).values(
      demoViews(
        inserted,
        placed.flatMap((o) => (o.productId ? [{ productId: o.productId, placedAt: o.placedAt }] : [])),
        now,
      ),
    );
    return true;
  });
  if (seeded) log.info('Demo data seeded: 4 sellers, 3 buyers, 53 products, 12 orders.');
  return seeded;
}
