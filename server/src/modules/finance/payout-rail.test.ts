import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { FAKE_PAYOUT_PATHS } from '../../config.js';
import { notifications, payouts } from '../../db/schema.js';
import { AppError } from '../../kernel/app-error.js';
import { accounts } from '../ledger/accounts.js';
import { ledgerQueries, postEntry } from '../ledger/ledger.repo.js';
import { createPayoutRunsRepo } from './payout-runs.repo.js';
import { createPayoutSettleRepo } from './payout-settle.repo.js';
import { createPayoutsService } from './payouts.service.js';
import { balanceOf, BANK_ACCOUNT, freePort, sellerWithMoney } from './payouts-test-kit.js';
import { createBkashB2cClient } from './rails/bkash-b2c-client.js';
import { RailRefused } from './rails/payout-rail.js';

type Paid = { invoice: string; wallet: string; amount: string; trxID: string };

// bKash's B2C payout through its stand-in (PAYOUTS_FAKE, issue 29 item 5): the shop listens on a real port, the
// rail's client reaches the stand-in over HTTP. A payout is sent at most once, whatever is retried or lost.
describe('the bKash payout rail', () => {
  let t: TestApp;
  let admin: Session;
  let base: string;
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await buildTestApp({
      PAYOUTS_FAKE: 'true',
      PORT: String(port),
      PUBLIC_URL: base,
      AUTH_RATE_LIMIT_MAX: '10000',
      WRITE_RATE_LIMIT_MAX: '100000',
    });
    await t.app.listen({ host: '127.0.0.1', port });
    admin = await signUpAdmin(t.app, t.database.db);
  });
  afterAll(() => t?.close());
  const db = () => t.database.db;
  const control = `${FAKE_PAYOUT_PATHS.bkash}/control`;

  // The shop's own pages send its Origin (PUBLIC_URL here), as the CSRF check wants.
  const headersAs = (s: Session | null) => (s ? { cookie: s.cookie, origin: base } : { origin: base });
  const call = (s: Session | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: headersAs(s), ...(payload ? { payload } : {}) });
  const stand = async (knobs?: object) =>
    (await call(admin, knobs ? 'POST' : 'GET', control, knobs)).json() as {
      paid: Paid[];
      counts: { b2cPayment: number };
    };
  /** A run paying one seller; answers their payout's id. */
  const payoutFor = async (seller: Session) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payout-runs',
      headers: { ...headersAs(admin), 'idempotency-key': randomUUID() },
      payload: { sellerIds: [seller.id], minimum: 1 },
    });
    return res.json().payouts[0].id as string;
  };
  const send = (id: string) => call(admin, 'POST', `/api/admin/payouts/${id}/send`);

  it("the stand-in's controls are for administrators only", async () => {
    const user = await signUp(t.app);
    expect((await call(null, 'GET', control)).statusCode).toBe(401);
    expect((await call(user, 'GET', control)).statusCode).toBe(403);
    expect((await call(user, 'POST', control, { balancePoisha: 0 })).statusCode).toBe(403);
    expect((await call(admin, 'GET', control)).statusCode).toBe(200);
  });

  it("sends the payout once: sent with bKash's trxID, out of transit, the seller told", async () => {
    const seller = await sellerWithMoney(t.app, db(), { available: 612_34 });
    const id = await payoutFor(seller);
    const [{ runId }] = (await call(admin, 'GET', '/api/admin/payout-runs?limit=1'))
      .json()
      .runs.map((r: { id: string }) => ({ runId: r.id }));
    expect((await call(admin, 'GET', `/api/admin/payout-runs/${runId}`)).json().rails).toEqual(['bkash']);
    const res = await send(id);
    expect(res.statusCode).toBe(200);
    const payout = res.json().payout;
    expect(payout).toMatchObject({ status: 'sent' });
    const paid = (await stand()).paid.filter((p) => p.invoice === id);
    expect(paid).toEqual([{ invoice: id, wallet: '01711223344', amount: '612.34', trxID: payout.reference }]);
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'payout_sent')));
    expect(notice!.data).toMatchObject({ reference: payout.reference, amount: 612_34 });
    const again = await send(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ status: 'sent' });
    expect((await stand()).paid.filter((p) => p.invoice === id)).toHaveLength(1);
    expect(await ledgerQueries(db()).trialBalance()).toBe(0);
  });

  it('two sends at once call bKash once: one is sent, the other refused', async () => {
    const seller = await sellerWithMoney(t.app, db(), { available: 800_00 });
    const id = await payoutFor(seller);
    const calls = (await stand()).counts.b2cPayment;
    const answers = await Promise.all([send(id), send(id), send(id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await stand()).counts.b2cPayment - calls).toBe(1);
    expect((await stand()).paid.filter((p) => p.invoice === id)).toHaveLength(1);
  });

  it("a refusal (bKash's balance too low) fails the payout and gives the money back", async () => {
    const seller = await sellerWithMoney(t.app, db(), { available: 950_00 });
    const id = await payoutFor(seller);
    await stand({ balancePoisha: 100 });
    try {
      const res = await send(id);
      expect(res.statusCode).toBe(200);
      expect(res.json().payout).toMatchObject({
        status: 'failed',
        failureReason: 'bKash refused: Insufficient Balance (2023)',
      });
      expect((await balanceOf(db(), seller.id)).available).toBe(950_00);
    } finally {
      await stand({ reset: true, balancePoisha: 1_00_00_000_00 });
    }
  });

  it('a bank or Nagad payout has no rail: a 409 naming the method', async () => {
    for (const method of [BANK_ACCOUNT, { method: 'nagad', walletNumber: '01811223344' }]) {
      const seller = await sellerWithMoney(t.app, db(), { available: 700_00, method });
      const res = await send(await payoutFor(seller));
      expect(res.statusCode).toBe(409);
      expect(res.json().fields).toEqual({ method: method.method });
    }
    expect((await send(randomUUID())).statusCode).toBe(404);
  });

  it('a lost answer: 503, the payout stays pending with its attempt, and is never sent again', async () => {
    const secrets = t.app.standInSecrets!.bkash;
    const ledger = { postEntry, queries: ledgerQueries, accounts };
    const impatient = createPayoutsService({
      runs: createPayoutRunsRepo(db(), ledger),
      settle: createPayoutSettleRepo(db(), ledger),
      // Gives up long before the stand-in answers: the money moves, the answer is lost.
      rails: {
        bkash: createBkashB2cClient(
          { baseUrl: `${base}${FAKE_PAYOUT_PATHS.bkash}`, ...secrets },
          { timeoutMs: 300 },
        ),
      },
      minimumPoisha: 500_00,
      brandName: 'BulkBazar',
      log: { error: () => {} },
    });
    const seller = await sellerWithMoney(t.app, db(), { available: 720_00 });
    const id = await payoutFor(seller);
    await stand({ answerDelayMs: 5_000 });
    const viewer = { id: admin.id, email: admin.email, name: 'Admin', image: null, role: 'admin' as const };
    try {
      const lost = await impatient.sendThroughRail(viewer, id).catch((err: unknown) => err);
      expect(lost).toBeInstanceOf(AppError);
      expect((lost as AppError).statusCode).toBe(503);
    } finally {
      await stand({ reset: true });
    }
    const [row] = await db().select().from(payouts).where(eq(payouts.id, id));
    expect(row).toMatchObject({ status: 'pending' });
    expect(row!.railAttemptedAt).not.toBeNull();
    const moved = (await stand()).paid.filter((p) => p.invoice === id);
    expect(moved).toHaveLength(1);

    // Sending again never calls bKash; marking it by hand waits for the rail's answer window.
    const calls = (await stand()).counts.b2cPayment;
    expect((await send(id)).statusCode).toBe(409);
    expect((await stand()).counts.b2cPayment).toBe(calls);
    const early = await call(admin, 'POST', `/api/admin/payouts/${id}/sent`, { reference: moved[0]!.trxID });
    expect(early.statusCode).toBe(409);
    await db()
      .update(payouts)
      .set({ railAttemptedAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(payouts.id, id));
    const settled = await call(admin, 'POST', `/api/admin/payouts/${id}/sent`, {
      reference: moved[0]!.trxID,
    });
    expect(settled.json().payout).toMatchObject({ status: 'sent', reference: moved[0]!.trxID });
  });

  it('the client refuses what bKash refuses: wrong credentials, a wallet it does not take', async () => {
    const secrets = t.app.standInSecrets!.bkash;
    const baseUrl = `${base}${FAKE_PAYOUT_PATHS.bkash}`;
    const wrong = createBkashB2cClient({ baseUrl, ...secrets, password: 'not the password' });
    await expect(
      wrong.send({ invoice: randomUUID(), amount: '10.00', wallet: '01711223344' }),
    ).rejects.toBeInstanceOf(RailRefused);
    const client = createBkashB2cClient({ baseUrl, ...secrets });
    const refused = await client
      .send({ invoice: randomUUID(), amount: '10.00', wallet: '0171' })
      .catch((e) => e);
    expect(refused).toBeInstanceOf(RailRefused);
    expect((refused as RailRefused).code).toBe('2068');
  });
});
