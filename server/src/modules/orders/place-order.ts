import { createHash } from 'node:crypto';
import {
  categoryName,
  checkLineTotal,
  checkOrderQuantity,
  type CategorySlug,
  type Order,
  type OrderInputParsed,
} from '@bulkbazar/contract';
import { AppError, notFound } from '../../kernel/app-error.js';
import { isUniqueViolation } from '../../kernel/db-errors.js';
import type { Viewer } from '../../kernel/viewer.js';
import { isUuid } from '../../kernel/ids.js';
import { toOrder } from './order-mapper.js';
import type { OrdersRepo, OrdersTx } from './orders.repo.js';

export type PlacedOrder = { order: Order; replayed: boolean };

const fingerprint = (input: OrderInputParsed) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        input.productId,
        input.quantity,
        input.shippingAddress,
        input.phoneNumber,
        input.paymentMethod,
        input.transactionId ?? null,
      ]),
    )
    .digest('hex');

/** Why a product cannot be ordered in this quantity (read after the conditional stock update refused). */
async function refusal(
  repo: OrdersTx,
  productId: string,
  quantity: number,
  buyerId: string,
): Promise<AppError> {
  const product = await repo.findProduct(productId);
  if (!product) return notFound('Product');
  if (product.sellerId === buyerId) {
    const message = 'This is your own product: you cannot order it';
    return new AppError('OWN_PRODUCT', message, { productId: message });
  }
  if (product.status !== 'approved' || product.sellerBlocked)
    return new AppError('PRODUCT_UNAVAILABLE', 'This product is not available for ordering');
  const check = checkOrderQuantity(
    { minQuantity: product.minQuantity, maxQuantity: product.stock },
    quantity,
  );
  if (!check.ok) {
    const code = check.code === 'INVALID_QUANTITY' ? 'VALIDATION_FAILED' : check.code;
    return new AppError(code, check.message, { quantity: check.message });
  }
  return new AppError('OUT_OF_STOCK', `Only ${product.stock} units available`, {
    quantity: `Only ${product.stock} units available`,
  });
}

/**
 * Places an order in one transaction: takes the stock with a conditional update (never below zero, never
 * below the MOQ), then records the order with a snapshot of the product. The customer is the caller and
 * every price comes from the database. With an Idempotency-Key, a retry returns the first order.
 */
export async function placeOrder(
  repo: OrdersRepo,
  viewer: Viewer,
  input: OrderInputParsed,
  key?: string,
): Promise<PlacedOrder> {
  if (!isUuid(input.productId)) throw notFound('Product');
  const hash = fingerprint(input);

  const replay = async (): Promise<PlacedOrder | undefined> => {
    if (!key) return undefined;
    const existing = await repo.findByIdempotencyKey(viewer.id, key);
    if (!existing) return undefined;
    if (existing.idempotencyHash !== hash) {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different order',
      );
    }
    return { order: toOrder(existing), replayed: true };
  };

  const earlier = await replay();
  if (earlier) return earlier;
  try {
    const id = await repo.transaction(async (tx) => {
      const product = await tx.takeStock(input.productId, input.quantity, viewer.id);
      if (!product || product.sellerBlocked)
        throw await refusal(tx, input.productId, input.quantity, viewer.id);
      // Above the cap a total stops being exact; throwing rolls the stock update back, so nothing is taken.
      const total = checkLineTotal(product.pricePoisha, input.quantity);
      if (!total.ok) throw new AppError('VALIDATION_FAILED', total.message, { quantity: total.message });
      const orderId = await tx.insert({
        buyerId: viewer.id,
        customerName: viewer.name,
        customerEmail: viewer.email,
        productId: product.id,
        sellerId: product.sellerId,
        quantity: input.quantity,
        shippingAddress: input.shippingAddress,
        phoneNumber: input.phoneNumber,
        productName: product.productName,
        productImage: product.image,
        productSku: product.sku,
        productPricePoisha: product.pricePoisha,
        productBrand: product.brand,
        productCategory: categoryName(product.category as CategorySlug),
        productDescription: product.description,
        productRating: product.rating,
        totalPoisha: total.totalPoisha,
        paymentMethod: input.paymentMethod,
        transactionId: input.transactionId ?? null,
        idempotencyKey: key ?? null,
        idempotencyHash: key ? hash : null,
      });
      await tx.addEvent(orderId, 'pending', viewer.id);
      return orderId;
    });
    return { order: toOrder((await repo.findById(id))!), replayed: false };
  } catch (err) {
    // Two requests with one key raced: the loser's transaction rolled back (stock included); answer with the winner's order.
    if (key && isUniqueViolation(err)) {
      const winner = await replay();
      if (winner) return winner;
    }
    throw err;
  }
}
