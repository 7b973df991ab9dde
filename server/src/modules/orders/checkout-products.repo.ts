import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, users } from '../../db/schema.js';
import { batchWhileBusy } from '../../kernel/batch-while-busy.js';

/** What a checkout needs of a seller: the name, the minimum order, free delivery, where parcels leave from. */
export const sellerTerms = {
  id: users.id,
  name: users.name,
  minOrderAmountPoisha: users.minOrderAmountPoisha,
  freeDeliveryAbovePoisha: users.freeDeliveryAbovePoisha,
  pickupDistrict: users.pickupDistrict,
};

// A product's columns as a checkout reads them: not the search words (a tsvector of the whole description) nor
// the long page content, which no order needs and which made each row several times wider.
const { search: _search, content: _content, ...checkoutColumns } = getTableColumns(products);

// The text never changes (the ids go as one array), so PostgreSQL parses and plans it once per connection and
// the server builds it once, not per order of a sale. The ids must be UUIDs (the checkout checks them first).
function prepareRead(db: Db) {
  return db
    .select({ product: checkoutColumns, seller: sellerTerms })
    .from(products)
    .leftJoin(users, eq(users.id, products.sellerId))
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('checkout_products_with_sellers');
}

export type CheckoutProductRow = Awaited<ReturnType<ReturnType<typeof prepareRead>['execute']>>[number];

/** The most checkouts whose products are read in one query. */
const MAX_BATCH = 64;

// Reads of several checkouts at once (kernel/batch-while-busy.ts): the checkouts that arrive while one read
// runs share the next. Each gets the products as they are when its read starts or later — as fresh as a read
// of its own that had to wait its turn — and the write still checks every term it priced on.
function checkoutProductsReader(db: Db) {
  const read = prepareRead(db);
  return batchWhileBusy<string[], CheckoutProductRow[]>(MAX_BATCH, async (batch) => {
    const ids = [...new Set(batch.flatMap((w) => w.input))];
    const rows = await read.execute({ ids: `{${ids.join(',')}}` });
    const byId = new Map(rows.map((row) => [row.product.id, row]));
    for (const w of batch) w.resolve(w.input.flatMap((id) => byId.get(id) ?? []));
  });
}

const readers = new WeakMap<Db, ReturnType<typeof checkoutProductsReader>>();

/**
 * A checkout's products as they are now (unlocked: it prices from this, then takes the stock), each with its
 * seller's terms, in one round trip, shared with the checkouts that arrive meanwhile.
 */
export function readCheckoutProducts(db: Db, ids: string[]): Promise<CheckoutProductRow[]> {
  let reader = readers.get(db);
  if (!reader) readers.set(db, (reader = checkoutProductsReader(db)));
  return reader.call(ids);
}
