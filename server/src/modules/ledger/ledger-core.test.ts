import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/client.js';
import { ledgerLines } from '../../db/schema.js';
import { accounts } from './accounts.js';
import { ledgerQueries, postEntry, UnbalancedEntry } from './ledger.repo.js';
import { lineCommission, orderParts, partsOf, vatOn } from './order-money.js';

// The ledger's own guarantees (decision 0026): balanced entries only, each event once, nothing edited.
describe('the ledger', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  const sale = (key: string, amount: number) => ({
    kind: 'payment_received' as const,
    key,
    lines: [
      { account: accounts.gatewayClearing('bkash'), amountPoisha: amount },
      { account: accounts.buyerFunds, amountPoisha: -amount },
    ],
  });

  it('posts a balanced entry once per event and sums to a zero trial balance', async () => {
    const db = database.db;
    expect(await postEntry(db, sale('payment:one', 88_400_00))).toBe(true);
    expect(await postEntry(db, sale('payment:one', 88_400_00))).toBe(false);
    const q = ledgerQueries(db);
    expect((await q.balances()).get('gateway_clearing:bkash')).toBe(88_400_00);
    expect(await q.trialBalance()).toBe(0);
  });

  it('refuses an entry that does not balance, before writing anything', async () => {
    const db = database.db;
    const before = await ledgerQueries(db).balances();
    await expect(
      postEntry(db, {
        kind: 'adjustment',
        key: 'adjustment:unbalanced',
        lines: [
          { account: accounts.bank, amountPoisha: 100 },
          { account: accounts.commissionIncome, amountPoisha: -99 },
        ],
      }),
    ).rejects.toBeInstanceOf(UnbalancedEntry);
    expect(await ledgerQueries(db).balances()).toEqual(before);
  });

  it('the database itself refuses an unbalanced entry at commit, and any update or delete', async () => {
    const db = database.db;
    // Drizzle wraps the database's error ("Failed query: …"); the database's own words are its cause.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'changed',
        (err: Error & { cause?: Error }) => (err.cause ?? err).message,
      );
    expect(
      await refusal(
        db.transaction(async (tx) => {
          await tx.execute(
            sql`insert into ledger_entries (id, kind, key) values ('00000000-0000-4000-8000-000000000001', 'adjustment', 'raw')`,
          );
          await tx.insert(ledgerLines).values({
            entryId: '00000000-0000-4000-8000-000000000001',
            account: accounts.bank,
            amountPoisha: 5,
          });
        }),
      ),
    ).toMatch(/does not balance/);
    expect(await refusal(db.execute(sql`update ledger_lines set amount_poisha = 1`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`delete from ledger_entries`))).toMatch(/append-only/);
    expect(await ledgerQueries(db).trialBalance()).toBe(0);
  });
});

describe("an order's money", () => {
  it('commission and VAT round half up to the poisha', () => {
    expect(lineCommission(89_000, 750)).toBe(6_675); // ৳890 at 7.5 % = ৳66.75
    expect(lineCommission(1, 5_000)).toBe(1); // half a poisha rounds up
    expect(vatOn(6_675, 1_500)).toBe(1_001); // 15 % of ৳66.75 = ৳10.0125
  });

  it('any refund splits into parts that add up to it, none above the whole part', () => {
    const order = fc.record({
      goods: fc.integer({ min: 0, max: 10_000_000_00 }),
      delivery: fc.integer({ min: 0, max: 500_00 }),
      bps: fc.integer({ min: 0, max: 10_000 }),
      shopCarried: fc.boolean(),
    });
    fc.assert(
      fc.property(order, fc.double({ min: 0, max: 1, noNaN: true }), (o, f) => {
        const commissionPoisha = lineCommission(o.goods, o.bps);
        const money = {
          totalPoisha: o.goods + o.delivery,
          deliveryChargePoisha: o.delivery,
          commissionPoisha,
          commissionVatPoisha: vatOn(commissionPoisha, 1_500),
          shopCarried: o.shopCarried,
        };
        const amount = Math.floor(money.totalPoisha * f);
        const parts = partsOf(money, amount);
        const whole = orderParts(money);
        expect(parts.seller + parts.commission + parts.vat + parts.delivery).toBe(amount);
        for (const k of ['commission', 'vat', 'delivery'] as const) {
          expect(parts[k]).toBeGreaterThanOrEqual(0);
          expect(parts[k]).toBeLessThanOrEqual(whole[k]);
        }
        // What is left after the refund splits into the rest of each part.
        const rest = partsOf(money, money.totalPoisha - amount);
        expect(rest.commission + parts.commission).toBeGreaterThanOrEqual(whole.commission - 1);
        expect(rest.commission + parts.commission).toBeLessThanOrEqual(whole.commission + 1);
      }),
    );
  });
});
