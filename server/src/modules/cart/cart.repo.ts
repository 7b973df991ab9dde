import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { readRateBands } from '../../db/rate-bands.js';
import type { RateBandPoisha } from '@bulkbazar/contract';
import { cartItems, orderItems, orders, products, productVariants, users } from '../../db/schema.js';

// The cart reads products, their sellers and past orders straight from their tables (a module imports no
// other module); it writes only cart_items.

/** What pricing a line needs of its product and of the product's seller. */
const productColumns = {
  id: products.id,
  sellerId: products.sellerId,
  productName: products.productName,
  image: products.image,
  status: products.status,
  sellerBlocked: products.sellerBlocked,
  options: products.options,
  pricePoisha: products.pricePoisha,
  minQuantity: products.minQuantity,
  orderIncrement: products.orderIncrement,
  maxOrderQuantity: products.maxOrderQuantity,
  stock: products.stock,
  priceTiers: products.priceTiers,
  sellerName: users.name,
  sellerMinOrderAmountPoisha: users.minOrderAmountPoisha,
  weightGrams: products.weightGrams,
  sellerFreeDeliveryAbovePoisha: users.freeDeliveryAbovePoisha,
  variantRule: products.variantRule,
};

/** What pricing a variant line needs of its variant (and the engine of all the product's variants). */
const variantColumns = {
  id: productVariants.id,
  productId: productVariants.productId,
  sku: productVariants.sku,
  options: productVariants.options,
  stock: productVariants.stock,
  pricePoisha: productVariants.pricePoisha,
  packUnits: productVariants.packUnits,
  position: productVariants.position,
};

/** A cart line's key: the product, and the variant for a product with variants. */
export const lineKey = (productId: string, variantId: string | null | undefined) =>
  `${productId}:${variantId ?? ''}`;

function cartQueries(db: Db) {
  return {
    /** The admin's delivery charges (the cart shows each seller part's charge by zone). */
    deliveryRates: (): Promise<RateBandPoisha[]> => readRateBands(db),

    /** The buyer's lines with their products as they are now, in the order they were first added. */
    lines: (userId: string) =>
      db
        .select({
          variantId: cartItems.variantId,
          quantity: cartItems.quantity,
          acceptedUnitPricePoisha: cartItems.acceptedUnitPricePoisha,
          product: productColumns,
        })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .innerJoin(users, eq(users.id, products.sellerId))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.productId), asc(cartItems.variantId)),

    /** Every variant of these products, in each product's (the seller's) order. */
    variantsOf: async (productIds: string[]) =>
      productIds.length === 0
        ? []
        : db
            .select(variantColumns)
            .from(productVariants)
            .where(inArray(productVariants.productId, productIds))
            .orderBy(asc(productVariants.productId), asc(productVariants.position)),

    products: async (ids: string[]) =>
      ids.length === 0
        ? []
        : db
            .select(productColumns)
            .from(products)
            .innerJoin(users, eq(users.id, products.sellerId))
            .where(inArray(products.id, ids)),

    /** lineKey(product, variant) → quantity of the buyer's lines. */
    quantities: async (userId: string) =>
      new Map(
        (
          await db
            .select({
              productId: cartItems.productId,
              variantId: cartItems.variantId,
              quantity: cartItems.quantity,
            })
            .from(cartItems)
            .where(eq(cartItems.userId, userId))
        ).map((r) => [lineKey(r.productId, r.variantId), r.quantity]),
      ),

    /**
     * Locks the buyer's row until the transaction ends: one buyer's cart writes run one after the other, so
     * the line limit is counted on what is really there.
     */
    lockBuyer: (userId: string) =>
      db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update'),

    /**
     * Sets a line (quantity and the unit price the buyer accepts). A new line is stamped `position`
     * microseconds after the transaction's start, so lines added together keep their order in the cart.
     */
    setLine: (
      userId: string,
      productId: string,
      quantity: number,
      acceptedUnitPricePoisha: number,
      position = 0,
      variantId: string | null = null,
    ) =>
      db
        .insert(cartItems)
        .values({
          userId,
          productId,
          variantId,
          quantity,
          acceptedUnitPricePoisha,
          createdAt: sql`now() + ${position} * interval '1 microsecond'`,
        })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId, cartItems.variantId],
          set: { quantity, acceptedUnitPricePoisha, updatedAt: new Date() },
        }),

    /** The unit price the buyer accepts on one variant line (the mix's prices move together). */
    acceptPrice: (userId: string, productId: string, variantId: string, acceptedUnitPricePoisha: number) =>
      db
        .update(cartItems)
        .set({ acceptedUnitPricePoisha })
        .where(
          and(
            eq(cartItems.userId, userId),
            eq(cartItems.productId, productId),
            eq(cartItems.variantId, variantId),
          ),
        ),

    /** Removes a line (one variant's, or a plain product's); false when the buyer had none. */
    removeLine: async (userId: string, productId: string, variantId: string | null = null) =>
      (
        await db
          .delete(cartItems)
          .where(
            and(
              eq(cartItems.userId, userId),
              eq(cartItems.productId, productId),
              variantId === null ? isNull(cartItems.variantId) : eq(cartItems.variantId, variantId),
            ),
          )
          .returning({ productId: cartItems.productId })
      ).length > 0,

    clear: (userId: string) => db.delete(cartItems).where(eq(cartItems.userId, userId)),

    /** The lines of one of the buyer's orders, in their order; undefined when it is not the buyer's. */
    orderLines: async (orderId: string, buyerId: string) => {
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
      if (!order) return undefined;
      return db
        .select({
          productId: orderItems.productId,
          variantId: orderItems.variantId,
          productName: orderItems.productName,
          quantity: orderItems.quantity,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.position));
    },
  };
}

export type CartTx = ReturnType<typeof cartQueries>;
export type CartProductRow = Awaited<ReturnType<CartTx['products']>>[number];
export type CartLineRow = Awaited<ReturnType<CartTx['lines']>>[number];
export type CartVariantRow = Awaited<ReturnType<CartTx['variantsOf']>>[number];

export function createCartRepo(db: Db) {
  return {
    ...cartQueries(db),
    /** Runs `fn` in one database transaction with the queries bound to it. */
    transaction: <T>(fn: (tx: CartTx) => Promise<T>): Promise<T> =>
      db.transaction((tx) => fn(cartQueries(tx as unknown as Db))),
  };
}

export type CartRepo = ReturnType<typeof createCartRepo>;
