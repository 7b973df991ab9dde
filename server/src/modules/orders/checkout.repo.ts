import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { RateBandPoisha } from '@bulkbazar/contract';
import { readCommissionRates } from '../../db/commission-rates.js';
import { readRateBands } from '../../db/rate-bands.js';
import { addresses, cartItems, checkouts, products, productVariants, users } from '../../db/schema.js';
import { readCheckoutProducts, sellerTerms } from './checkout-products.repo.js';
import { writeCheckout, type CheckoutWrite } from './checkout-write.repo.js';
import { takeQuotedStock, takeStock } from './stock-guard.repo.js';

// What a checkout reads and writes beside the orders themselves: the cart, the checkout row (with its
// Idempotency-Key), the seller's minimum, saved addresses.
export function checkoutQueries(db: Db) {
  const queries = {
    takeStock: (productId: string, quantity: number, buyerId: string) =>
      takeStock(db, productId, quantity, buyerId),

    takeQuotedStock: (productId: string, quantity: number, buyerId: string) =>
      takeQuotedStock(db, productId, quantity, buyerId),

    /** The lines' products as they are now, unlocked (a checkout prices from this, then takes the stock). */
    products: (ids: string[]) => db.select().from(products).where(inArray(products.id, ids)),

    cartLines: (userId: string) =>
      db
        .select({
          productId: cartItems.productId,
          variantId: cartItems.variantId,
          quantity: cartItems.quantity,
          acceptedUnitPricePoisha: cartItems.acceptedUnitPricePoisha,
        })
        .from(cartItems)
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.productId), asc(cartItems.variantId)),

    /** Every variant of these products as they are now (unlocked), in each product's (the seller's) order. */
    variantsOf: (productIds: string[]) =>
      productIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: productVariants.id,
              productId: productVariants.productId,
              sku: productVariants.sku,
              options: productVariants.options,
              stock: productVariants.stock,
              pricePoisha: productVariants.pricePoisha,
              packUnits: productVariants.packUnits,
            })
            .from(productVariants)
            .where(inArray(productVariants.productId, productIds))
            .orderBy(asc(productVariants.productId), asc(productVariants.position)),

    removeCartLines: (userId: string, productIds: string[]) =>
      db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds))),

    /** Several sellers' terms at once. */
    sellers: (ids: string[]) => db.select(sellerTerms).from(users).where(inArray(users.id, ids)),

    /**
     * A checkout's products as they are now (unlocked: it prices from this, then takes the stock), each with
     * its seller's terms: one round trip for both, a statement prepared once per database.
     */
    productsWithSellers: (ids: string[]) => readCheckoutProducts(db, ids),

    /** A checkout's writes in one call (checkout-write.repo.ts). */
    writeCheckout: (write: CheckoutWrite) => writeCheckout(db, write),

    seller: async (id: string) => (await queries.sellers([id]))[0],

    insertCheckout: async (values: typeof checkouts.$inferInsert) =>
      (await db.insert(checkouts).values(values).returning({ id: checkouts.id }))[0]!.id,

    findCheckoutByKey: async (buyerId: string, key: string) =>
      (
        await db
          .select()
          .from(checkouts)
          .where(and(eq(checkouts.buyerId, buyerId), eq(checkouts.idempotencyKey, key)))
          .limit(1)
      )[0],

    address: async (userId: string, id: string) =>
      (
        await db
          .select()
          .from(addresses)
          .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
          .limit(1)
      )[0],

    addressCount: async (userId: string) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(addresses)
          .where(eq(addresses.userId, userId))
      )[0]!.n,

    /** The admin's delivery charges, lightest band first. */
    deliveryRates: (): Promise<RateBandPoisha[]> => readRateBands(db),

    /**
     * The commission rules in force, read from the database with VAT at COMMISSION_VAT_PERCENT's default (the
     * app passes the finance module's copy in memory, with the setting's rate, instead).
     */
    commissionRates: () => readCommissionRates(db),

    saveAddress: (values: typeof addresses.$inferInsert) => db.insert(addresses).values(values),
  };
  return queries;
}
export type CheckoutQueries = ReturnType<typeof checkoutQueries>;
