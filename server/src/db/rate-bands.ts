import type { RateBandPoisha } from '@bulkbazar/contract';
import { asc } from 'drizzle-orm';
import type { Db } from './client.js';
import { deliveryRateBands } from './schema.js';

// The admin's delivery charge table as the contract's pricing reads it (deliveryChargePoisha): the checkout,
// the cart and a quote all price delivery from these.

/** The table's rows, lightest band first, as grams and poisha per zone. */
export const toRateBands = (rows: readonly (typeof deliveryRateBands.$inferSelect)[]): RateBandPoisha[] =>
  rows.map((r) => ({
    upToGrams: r.upToGrams,
    charges: {
      dhaka_city: r.dhakaCityPoisha,
      dhaka_suburbs: r.dhakaSuburbsPoisha,
      elsewhere: r.elsewherePoisha,
    },
  }));

/** Reads the table (a process that keeps a copy passes that instead). */
export const readRateBands = async (db: Db): Promise<RateBandPoisha[]> =>
  toRateBands(await db.select().from(deliveryRateBands).orderBy(asc(deliveryRateBands.position)));
