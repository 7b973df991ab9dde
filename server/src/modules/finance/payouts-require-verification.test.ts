import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutRuns, payouts, users } from '../../db/schema.js';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { BANK_ACCOUNT, fundSeller, setMethod } from './payouts-test-kit.js';

// PAYOUTS_REQUIRE_VERIFIED_SELLER (issue 31 item 5): a seller's first payout waits for their business to be
// verified; a seller paid before keeps being paid; without the setting nothing changes.
async function shop(requireVerified: boolean) {
  const t = await buildTestApp({
    WRITE_RATE_LIMIT_MAX: '100000',
    PAYOUTS_REQUIRE_VERIFIED_SELLER: String(requireVerified),
  });
  const admin = await signUpAdmin(t.app, t.database.db);
  const seller = async (name: string) => {
    const s = await signUp(t.app, { name });
    await fundSeller(t.database.db, s.id, 500_000);
    await setMethod(t.database.db, s.id, BANK_ACCOUNT);
    return s;
  };
  const run = async (sellers: Session[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payout-runs',
      headers: asCookie(admin),
      payload: { sellerIds: sellers.map((s) => s.id) },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return (res.json().payouts as { sellerId: string }[]).map((p) => p.sellerId).sort();
  };
  return { t, seller, run };
}

describe('payouts that wait for a verified business', () => {
  let on: Awaited<ReturnType<typeof shop>>;
  let off: Awaited<ReturnType<typeof shop>>;
  beforeAll(async () => {
    on = await shop(true);
    off = await shop(false);
  });
  afterAll(async () => {
    await on.t.close();
    await off.t.close();
  });

  it('pays the verified seller and one paid before, and leaves out an unverified newcomer', async () => {
    const db = on.t.database.db;
    const [verified, paidBefore, newcomer] = [
      await on.seller('Verified Seller'),
      await on.seller('Paid Before'),
      await on.seller('Newcomer'),
    ];
    await db.update(users).set({ businessVerifiedAt: new Date() }).where(eq(users.id, verified.id));
    const [earlier] = await db.insert(payoutRuns).values({ minimumPoisha: 50_000 }).returning();
    await db.insert(payouts).values({
      runId: earlier!.id,
      sellerId: paidBefore.id,
      amountPoisha: 1,
      method: 'bkash',
      destination: { walletNumber: '01711111111' },
      status: 'sent',
    });
    expect(await on.run([verified, paidBefore, newcomer])).toEqual([verified.id, paidBefore.id].sort());
    // Once verified, the newcomer is paid by the next run.
    await db.update(users).set({ businessVerifiedAt: new Date() }).where(eq(users.id, newcomer.id));
    expect(await on.run([newcomer])).toEqual([newcomer.id]);
  });

  it('pays everyone without the setting', async () => {
    const newcomer = await off.seller('Newcomer');
    expect(await off.run([newcomer])).toEqual([newcomer.id]);
  });
});
