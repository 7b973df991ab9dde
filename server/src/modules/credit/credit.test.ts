import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companyCredit, creditInvoices, users } from '../../db/schema.js';
import { signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createCreditRepo } from './credit.repo.js';
import { createCreditService } from './credit.service.js';
import { callAs, createCompany as createCompanyIn, joinCompany } from './credit-test-kit.js';

// Trade credit (issue 31 item 4, decision 0042): applications, the operator's limits (audited, verified
// companies only), the SQL guard under racing draws, overdue blocking, payments, aging, and who sees invoices.
let t: TestApp;
let admin: Session;
let finance: Session;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '10000' });
  admin = await signUpAdmin(t.app, t.database.db);
  finance = await signUp(t.app);
  await t.database.db
    .update(users)
    .set({ staffRoles: ['finance'] })
    .where(eq(users.id, finance.id));
});
afterAll(() => t.close());

const call: ReturnType<typeof callAs> = (...args) => callAs(t)(...args);

const createCompany = (owner: Session, verified = true) => createCompanyIn(t, owner, verified);
const join = (owner: Session, companyId: string, who: Session, role: string) =>
  joinCompany(t, owner, companyId, who, role);

const service = (now?: () => Date) =>
  createCreditService(createCreditRepo(t.database.db), { requiresVerifiedCompany: true, now });

describe('trade credit', () => {
  it('is applied for by the owner or finance, one open application at a time', async () => {
    const owner = await signUp(t.app);
    const buyer = await signUp(t.app);
    const accountant = await signUp(t.app);
    const stranger = await signUp(t.app);
    const id = await createCompany(owner);
    await join(owner, id, buyer, 'buyer');
    await join(owner, id, accountant, 'finance');
    const body = { limit: 50_000.5, termsDays: 30, note: 'Monthly rice and oil' };

    expect((await call(stranger, 'POST', `/companies/${id}/credit-application`, body)).statusCode).toBe(404);
    expect((await call(buyer, 'POST', `/companies/${id}/credit-application`, body)).statusCode).toBe(403);
    const bad = await call(owner, 'POST', `/companies/${id}/credit-application`, { ...body, termsDays: 45 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('termsDays');

    const first = await call(accountant, 'POST', `/companies/${id}/credit-application`, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().application).toMatchObject({
      requestedLimitPoisha: 5_000_050,
      termsDays: 30,
      status: 'applied',
    });
    expect((await call(owner, 'POST', `/companies/${id}/credit-application`, body)).statusCode).toBe(409);
    // The invoices answer the open application too, so the page says it is pending after a reload.
    const waiting = await call(owner, 'GET', `/companies/${id}/invoices`);
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json()).toEqual({
      credit: null,
      application: {
        requestedLimitPoisha: 5_000_050,
        termsDays: 30,
        note: 'Monthly rice and oil',
        createdAt: first.json().application.createdAt,
      },
      invoices: [],
    });

    // The operator's decision closes it: the company may apply again.
    expect(
      (await call(admin, 'PUT', `/admin/companies/${id}/credit`, { limit: 20_000, termsDays: 15 }))
        .statusCode,
    ).toBe(200);
    const decided = (await call(accountant, 'GET', `/companies/${id}/invoices`)).json();
    expect(decided.application).toBeNull();
    expect(decided.credit).toMatchObject({ limitPoisha: 2_000_000, termsDays: 15 });
    expect((await call(owner, 'POST', `/companies/${id}/credit-application`, body)).statusCode).toBe(201);
  });

  it('limits are set by finance staff, audited, refused for an unverified company, listed in the book', async () => {
    const owner = await signUp(t.app);
    const unverified = await createCompany(owner, false);
    const refused = await call(admin, 'PUT', `/admin/companies/${unverified}/credit`, {
      limit: 1000,
      termsDays: 7,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields.limit).toMatch(/not verified/);
    // Turning credit off is never refused.
    expect(
      (await call(admin, 'PUT', `/admin/companies/${unverified}/credit`, { limit: 0, termsDays: 7 }))
        .statusCode,
    ).toBe(200);

    const id = await createCompany(owner);
    expect(
      (await call(owner, 'PUT', `/admin/companies/${id}/credit`, { limit: 1, termsDays: 7 })).statusCode,
    ).toBe(403);
    const set = await call(finance, 'PUT', `/admin/companies/${id}/credit`, {
      limit: 12_345.67,
      termsDays: 30,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().credit).toMatchObject({
      limitPoisha: 1_234_567,
      usedPoisha: 0,
      availablePoisha: 1_234_567,
      termsDays: 30,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.credit'), eq(auditLog.targetId, id)));
    expect(audit).toMatchObject({ actorId: finance.id, after: { limitPoisha: 1_234_567, termsDays: 30 } });

    const book = await call(finance, 'GET', '/admin/credit');
    expect(book.statusCode).toBe(200);
    expect(book.json().companies.find((c: { companyId: string }) => c.companyId === id)).toMatchObject({
      limitPoisha: 1_234_567,
      overduePoisha: 0,
    });
    expect((await call(owner, 'GET', '/admin/credit')).statusCode).toBe(403);
  });

  it('30 draws racing for the last credit never exceed the limit; used is the sum of the invoices', async () => {
    const owner = await signUp(t.app);
    const id = await createCompany(owner);
    expect(
      (await call(admin, 'PUT', `/admin/companies/${id}/credit`, { limit: 1000, termsDays: 30 })).statusCode,
    ).toBe(200);
    const credit = service();
    await credit.draw(id, 70_000); // ৳700 drawn, ৳300 left: room for 4 of the 30 ৳70 draws.
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => credit.draw(id, 7_000)));
    const placed = results.filter((r) => r.status === 'fulfilled').length;
    expect(placed).toBe(4);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason.fields.paymentMethod).toMatch(/credit available ৳20\b/);
    const [line] = await t.database.db.select().from(companyCredit).where(eq(companyCredit.companyId, id));
    const invoices = await t.database.db
      .select()
      .from(creditInvoices)
      .where(eq(creditInvoices.companyId, id));
    expect(line!.usedPoisha).toBe(70_000 + placed * 7_000);
    expect(line!.usedPoisha).toBeLessThanOrEqual(line!.limitPoisha);
    expect(invoices.reduce((s, i) => s + i.amountPoisha, 0)).toBe(line!.usedPoisha);
  });

  it('an overdue invoice blocks credit until the recorded transfer pays it; aging shows it', async () => {
    const owner = await signUp(t.app);
    const id = await createCompany(owner);
    await call(admin, 'PUT', `/admin/companies/${id}/credit`, { limit: 5000, termsDays: 7 });
    const longAgo = new Date(Date.now() - 40 * 86_400_000); // due 33 days ago
    // Drawn in this order: once the first is overdue, no later draw passes.
    await service().draw(id, 50_000);
    const old = await service(() => longAgo).draw(id, 100_000);

    const blocked = await service()
      .draw(id, 1_000)
      .catch((e: unknown) => e as { statusCode: number; fields: Record<string, string> });
    expect(blocked).toMatchObject({ statusCode: 409 });
    expect((blocked as { fields: Record<string, string> }).fields.paymentMethod).toMatch(
      new RegExp(`Invoice ${old.number} is overdue since .*: pay it to order on credit`),
    );

    const aging = (await call(finance, 'GET', '/admin/credit/aging')).json();
    expect(aging.companies.find((c: { companyId: string }) => c.companyId === id)).toMatchObject({
      current: 50_000,
      days31to60: 100_000,
      total: 150_000,
    });
    const totals = aging.total;
    expect(totals.current + totals.days1to30 + totals.days31to60 + totals.days60plus).toBe(totals.total);

    const listed = (await call(owner, 'GET', `/companies/${id}/invoices`)).json();
    expect(listed.invoices.find((i: { number: string }) => i.number === old.number)).toMatchObject({
      overdue: true,
      status: 'open',
      amountPoisha: 100_000,
    });

    // The company itself cannot pay online yet; the operator records its bank transfer (oldest due first).
    const online = await call(owner, 'POST', `/companies/${id}/invoices/pay`, {
      invoiceIds: [old.id],
      method: 'bkash',
    });
    expect(online.statusCode).toBe(422);
    expect(online.json().fields).toHaveProperty('method');
    const paid = await call(finance, 'POST', `/admin/companies/${id}/invoices/payments`, {
      amount: 1000,
      reference: 'DBBL TT 778812',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ invoices: [old.number], appliedPoisha: 100_000 });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'credit.payment'), eq(auditLog.targetId, id)));
    expect(audit?.actorId).toBe(finance.id);

    const after = await service().draw(id, 1_000);
    expect(after.amountPoisha).toBe(1_000);
    const [line] = await t.database.db.select().from(companyCredit).where(eq(companyCredit.companyId, id));
    expect(line!.usedPoisha).toBe(51_000);
  });

  it('a cancelled credit order gives its credit back: the invoice shrinks, or is voided when nothing is left', async () => {
    const owner = await signUp(t.app);
    const id = await createCompany(owner);
    await call(admin, 'PUT', `/admin/companies/${id}/credit`, { limit: 1000, termsDays: 30 });
    const checkoutId = crypto.randomUUID();
    const repo = createCreditRepo(t.database.db);
    await service().draw(id, 30_000, checkoutId);
    expect(await repo.release(t.database.db, checkoutId, 10_000)).toBe(10_000);
    expect((await repo.credit(id))!.usedPoisha).toBe(20_000);
    expect(await repo.release(t.database.db, checkoutId, 20_000)).toBe(20_000);
    const [inv] = await t.database.db
      .select()
      .from(creditInvoices)
      .where(eq(creditInvoices.checkoutId, checkoutId));
    expect(inv).toMatchObject({ amountPoisha: 0, status: 'void' });
    expect((await repo.credit(id))!.usedPoisha).toBe(0);
  });

  it("invoices are the owner's, finance's and approvers': a buyer, and anyone of another company, finds none", async () => {
    const ownerA = await signUp(t.app);
    const buyerA = await signUp(t.app);
    const approverA = await signUp(t.app);
    const ownerB = await signUp(t.app);
    const a = await createCompany(ownerA);
    const b = await createCompany(ownerB);
    await join(ownerA, a, buyerA, 'buyer');
    await join(ownerA, a, approverA, 'approver');
    await call(admin, 'PUT', `/admin/companies/${b}/credit`, { limit: 1000, termsDays: 30 });
    await service().draw(b, 5_000);

    expect((await call(approverA, 'GET', `/companies/${a}/invoices`)).statusCode).toBe(200);
    expect((await call(buyerA, 'GET', `/companies/${a}/invoices`)).statusCode).toBe(404);
    for (const who of [ownerA, buyerA, approverA]) {
      const res = await call(who, 'GET', `/companies/${b}/invoices`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('INV-C-');
    }
    expect((await call(ownerB, 'GET', `/companies/${b}/invoices`)).json().invoices).toHaveLength(1);
  });
});
