import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOrder } from '../../../test/factories.js';

// Issue 28 (item 23): SEED.md's Order has `orderTimeText`, the order time formatted as its `publishDate` is
// (Asia/Dhaka, en-GB style, long month, with seconds); the answers had only the ISO `orderTime`.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("an order's time as text", () => {
  it('is in Dhaka time with the long month and seconds, in the order and in the buyer list', async () => {
    const buyer = await signUp(t.app);
    // 16:40:05 UTC on the last day of the month is 22:40:05 in Dhaka; 18:00:00 UTC is the next day there.
    const evening = await createOrder(t.database.db, {
      buyerId: buyer.id,
      createdAt: new Date('2026-11-21T16:40:05Z'),
    });
    const midnight = await createOrder(t.database.db, {
      buyerId: buyer.id,
      createdAt: new Date('2026-11-30T18:00:00Z'),
    });
    const one = await t.app.inject({ url: `/api/orders/${evening.id}`, headers: asCookie(buyer) });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().order).toMatchObject({
      orderTime: '2026-11-21T16:40:05.000Z',
      orderTimeText: '21 November 2026 at 22:40:05',
    });
    const list = await t.app.inject({ url: '/api/myorder', headers: asCookie(buyer) });
    const texts = Object.fromEntries(
      (list.json().orders as { _id: string; orderTimeText: string }[]).map((o) => [o._id, o.orderTimeText]),
    );
    expect(texts).toEqual({
      [evening.id]: '21 November 2026 at 22:40:05',
      [midnight.id]: '1 December 2026 at 00:00:00',
    });
  });
});
