import { randomUUID } from 'node:crypto';
import type { CheckoutWrite, MixStock } from '../checkout-write.repo.js';
import type { Held } from './hold.js';
import { itemRows, orderRow } from './order-rows.js';

export type Drafted = Held & { checkoutId: string; write: CheckoutWrite };

/** The variant lines, one mix per product (its stock taken per variant, in variant-id order by the database). */
function mixesToTake(taken: Held['taken']): MixStock[] {
  const byProduct = new Map<string, MixStock>();
  for (const t of taken) {
    if (!t.variant) continue;
    const mix = byProduct.get(t.product.id) ?? { productId: t.product.id, pricedOn: t.product, mix: [] };
    mix.mix.push({
      variantId: t.variant.id,
      quantity: t.line.quantity,
      pricePoisha: t.variant.pricePoisha,
      packUnits: t.variant.packUnits,
    });
    byProduct.set(t.product.id, mix);
  }
  return [...byProduct.values()];
}

/**
 * The write step: every row the checkout writes — the checkout, one order per seller with its lines and
 * history, the stock to take, the cart lines bought, a new saved address — with every id chosen here, so
 * that commit.ts sends them all to the database in one call.
 */
export function write(c: Held): Drafted {
  const { viewer, input, ship, pay, fromCart } = c;
  const id = randomUUID();
  const now = new Date();
  const drafted: CheckoutWrite = {
    buyerId: viewer.id,
    checkout: {
      id,
      buyerId: viewer.id,
      totalPoisha: c.total,
      paymentMethod: input.paymentMethod,
      holdExpiresAt: pay?.holdExpiresAt ?? null,
      idempotencyKey: c.key ?? null,
      idempotencyHash: c.key ? c.hash : null,
      createdAt: now,
    },
    orders: [],
    items: [],
    events: [],
    // Who is told: the notify step's to decide.
    tellPlaced: false,
    stock: c.taken
      .filter((t) => !t.variant)
      .map((t) => ({ productId: t.line.productId, quantity: t.line.quantity, pricedOn: t.product })),
    mixes: mixesToTake(c.taken),
    cartProductIds: fromCart ? c.lines.map((l) => l.productId) : undefined,
    saveAddress:
      input.saveAddressAs && !input.addressId
        ? {
            userId: viewer.id,
            label: input.saveAddressAs,
            shippingAddress: ship.shippingAddress,
            phoneNumber: ship.phoneNumber,
            division: ship.location?.division ?? null,
            district: ship.location?.district ?? null,
            area: ship.location?.area ?? null,
          }
        : undefined,
  };
  const where = { ...ship, holdExpiresAt: pay?.holdExpiresAt };
  for (const part of c.parts) {
    const order = {
      id: randomUUID(),
      createdAt: now,
      updatedAt: now,
      ...orderRow(
        viewer,
        input,
        { ...where, delivery: part.delivery },
        id,
        part.sellerId,
        part.lines,
        part.subtotal,
        part.commission,
      ),
    };
    drafted.orders.push(order);
    drafted.items.push(
      ...itemRows(part.lines, part.commission).map((item) => ({
        ...item,
        id: randomUUID(),
        orderId: order.id,
      })),
    );
    drafted.events.push({ orderId: order.id, status: order.orderStatus!, actorId: viewer.id });
  }
  return { ...c, checkoutId: id, write: drafted };
}
