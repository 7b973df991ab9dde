import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { products } from '../../db/schema.js';
import { asCookie, type Session } from '../../../test/auth-helpers.js';
import type { TestApp } from '../../../test/build-test-app.js';

// The listing the stock and bulk-edit tests start from: 100 tins of mustard oil at ৳900, a minimum of 10.
const OIL = {
  productName: 'Mustard Oil 5L',
  brand: 'Rupchanda',
  category: 'Food & Groceries',
  description: 'Cold pressed.',
  price: 900,
  maxQuantity: 100,
  minQuantity: 10,
};

/**
 * A listing by `who` through the seller's form (POST /api/addproduct), `payload` over the oil's fields; pending, as
 * the form leaves it, unless `approved` (then set so in the database, as an admin's review would).
 */
export async function addListing(
  t: TestApp,
  who: Session,
  payload: Record<string, unknown> = {},
  { approved = false } = {},
): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/addproduct',
    headers: asCookie(who),
    payload: { ...OIL, image: `/uploads/u/${randomUUID()}.webp`, ...payload },
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().insertedId as string;
  if (approved) await t.database.db.update(products).set({ status: 'approved' }).where(eq(products.id, id));
  return id;
}
