import { sql, type SQL } from 'drizzle-orm';
import { MAX_SAVED_ADDRESSES } from '@bulkbazar/contract';
import type { Db } from '../../db/client.js';
import { orderChangeNotifications } from '../../db/order-notifications.js';
import { rowAsWritten } from '../../db/row-as-written.js';
import {
  addresses,
  cartItems,
  checkouts,
  notifications,
  orderEvents,
  orderItems,
  orders,
  products,
} from '../../db/schema.js';
import type { ProductRowForRules } from './product-rules.js';
import { stockGuard } from './stock-guard.repo.js';

/** One line's stock to take, with the terms it was priced on (taken only if they still hold). */
export type StockLine = { productId: string; quantity: number; pricedOn: ProductRowForRules };

/** Everything a checkout writes, every id chosen beforehand, so it all goes to the database at once. */
export type CheckoutWrite = {
  buyerId: string;
  checkout: typeof checkouts.$inferInsert & { id: string };
  /** With the times the database would set (now()): the answer is built from these, not read back. */
  orders: (typeof orders.$inferInsert & { id: string; createdAt: Date; updatedAt: Date })[];
  items: (typeof orderItems.$inferInsert & { id: string; orderId: string })[];
  events: { orderId: string; status: string; actorId: string }[];
  /** Placed with nothing to pay first: buyer and seller are told now (else once paid). */
  tellPlaced: boolean;
  stock: StockLine[];
  /** Cart lines bought (a cart checkout). */
  cartProductIds?: string[];
  /** A new saved address, kept only while the buyer has fewer than MAX_SAVED_ADDRESSES. */
  saveAddress?: typeof addresses.$inferInsert;
};

/** Raised by the statement when a line's stock could not be taken (migration 0020's bulkbazar_all_taken). */
const REFUSED = 'BB409';

export function isLineRefused(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === REFUSED) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * The stock update of every line: the rows locked in product-id order (two checkouts never wait on each other
 * in a circle), each taken only if the guard holds, the buyer is not its seller and the terms the line was
 * priced on — price, ladder, pack, limits, weight, seller — are unchanged.
 */
function takeStockSql(buyerId: string, lines: StockLine[]): SQL {
  const values = sql.join(
    lines.map(
      ({ productId, quantity, pricedOn: p }) =>
        sql`(${productId}::uuid, ${quantity}::integer, ${p.pricePoisha}::bigint, ${JSON.stringify(p.priceTiers)}::jsonb, ${p.minQuantity}::integer, ${p.orderIncrement}::integer, ${p.maxOrderQuantity}::integer, ${p.weightGrams}::integer, ${p.sellerId}::text)`,
    ),
    sql`, `,
  );
  const qty = sql.raw('v.qty');
  return sql`locked as materialized (
      select ${products.id} from ${products}
      where ${products.id} in (${sql.join(
        lines.map((l) => sql`${l.productId}::uuid`),
        sql`, `,
      )})
      order by ${products.id} for no key update
    ),
    taken as (
      update ${products} set stock = ${products.stock} - v.qty
      from (values ${values}) as v(id, qty, price, tiers, moq, pack, cap, grams, seller)
      where ${products.id} = v.id and ${products.id} in (select id from locked)
        and ${stockGuard(qty)}
        and ${products.sellerId} is distinct from ${buyerId}
        and (${products.pricePoisha}, ${products.priceTiers}, ${products.minQuantity}, ${products.orderIncrement},
             ${products.maxOrderQuantity}, ${products.weightGrams}, ${products.sellerId})
          is not distinct from (v.price, v.tiers, v.moq, v.pack, v.cap, v.grams, v.seller)
      returning ${products.id}
    )`;
}

/** An order as written, with its lines (the seller's name, which the order page shows, is the caller's). */
export type WrittenOrder = typeof orders.$inferSelect & { items: (typeof orderItems.$inferSelect)[] };

/**
 * Writes a checkout — stock, checkout, orders, lines, history, notifications, cart, saved address — in ONE
 * statement, committed on its own: the hot product's row is locked from the stock update to the commit, which
 * is the same statement (no round trip between). Throws an error `isLineRefused` knows when a line's stock
 * could not be taken; then nothing was written. Answers the orders as the database now holds them.
 */
export async function writeCheckout(db: Db, w: CheckoutWrite): Promise<WrittenOrder[]> {
  const parts: SQL[] = [
    takeStockSql(w.buyerId, w.stock),
    sql`new_checkout as (${db.insert(checkouts).values(w.checkout).getSQL()})`,
    sql`new_orders as (${db.insert(orders).values(w.orders).getSQL()})`,
    sql`new_items as (${db.insert(orderItems).values(w.items).getSQL()})`,
    sql`new_events as (${db.insert(orderEvents).values(w.events).getSQL()})`,
  ];
  const told = w.tellPlaced
    ? orderChangeNotifications(
        w.orders.map((o) => ({ ...o, sellerId: o.sellerId ?? null })),
        { kind: 'placed' },
      )
    : [];
  if (told.length > 0)
    parts.push(
      sql`new_notifications as (${db
        .insert(notifications)
        .values(told.map((n) => ({ userId: n.userId, kind: n.kind, data: n.data })))
        .getSQL()})`,
    );
  if (w.cartProductIds?.length)
    parts.push(
      sql`bought as (delete from ${cartItems} where ${cartItems.userId} = ${w.buyerId} and ${cartItems.productId} in (${sql.join(
        w.cartProductIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}))`,
    );
  if (w.saveAddress) {
    const a = w.saveAddress;
    parts.push(
      sql`saved as (insert into ${addresses} (user_id, label, shipping_address, phone_number, division, district, area)
        select ${a.userId}, ${a.label}, ${a.shippingAddress}, ${a.phoneNumber}, ${a.division ?? null}, ${a.district ?? null}, ${a.area ?? null}
        where (select count(*) from ${addresses} where ${addresses.userId} = ${a.userId}) < ${MAX_SAVED_ADDRESSES})`,
    );
  }
  // The main query reads the stock update's count, so the check runs and raises before anything can commit.
  await db.execute(
    sql`with ${sql.join(parts, sql`, `)} select bulkbazar_all_taken((select count(*) from taken), ${w.stock.length}::integer)`,
  );
  return w.orders.map((order) => ({
    ...rowAsWritten(orders, order),
    items: w.items.filter((i) => i.orderId === order.id).map((i) => rowAsWritten(orderItems, i)),
  }));
}
