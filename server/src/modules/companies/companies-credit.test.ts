import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyCredit, creditInvoices } from '../../db/schema.js';
import { asCookie, signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

// A company's trade credit on GET /api/companies/mine and /api/companies/:id (issue 31 item 4): what the checkout
// needs to offer Pay on invoice — what is left of the limit, the terms, whether an overdue invoice stops it.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(() => t.close());

const get = (who: Session, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: asCookie(who) });

async function createCompany(owner: Session) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/companies',
    headers: asCookie(owner),
    payload: {
      name: 'Karnaphuli Traders',
      tradeLicence: 'TRAD/CCC/2024/118',
      bin: '0012345678901',
      tin: '123456789012',
      location: { division: 'chattogram', district: 'chattogram', area: 'kotwali' },
      address: '12 Khatunganj Road',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().company.id as string;
}

const DAY = 86_400_000;
const invoice = (companyId: string, number: string, dueInDays: number, status: 'open' | 'paid' = 'open') => ({
  number,
  companyId,
  amountPoisha: 1_000_000,
  paidPoisha: status === 'paid' ? 1_000_000 : 0,
  issuedAt: new Date(Date.now() - 40 * DAY),
  dueAt: new Date(Date.now() + dueInDays * DAY),
  status,
});

describe("a company's credit on its page", () => {
  it('is null without a credit line, and while the limit is 0', async () => {
    const owner = await signUp(t.app);
    const id = await createCompany(owner);
    expect((await get(owner, '/companies/mine')).json().companies[0].credit).toBeNull();
    await t.database.db.insert(companyCredit).values({ companyId: id, limitPoisha: 0, termsDays: 15 });
    expect((await get(owner, `/companies/${id}`)).json().company.credit).toBeNull();
  });

  it('says what is available and the terms; an open invoice past its due date makes it overdue', async () => {
    const owner = await signUp(t.app);
    const id = await createCompany(owner);
    await t.database.db
      .insert(companyCredit)
      .values({ companyId: id, limitPoisha: 5_000_000, usedPoisha: 1_250_050, termsDays: 30 });
    const tag = id.slice(0, 8);
    // A paid one past its due date and an open one not yet due stop nothing.
    await t.database.db
      .insert(creditInvoices)
      .values([invoice(id, `INV-T-${tag}-1`, -10, 'paid'), invoice(id, `INV-T-${tag}-2`, 5)]);
    const expected = { availablePoisha: 3_749_950, termsDays: 30, overdue: false };
    expect((await get(owner, '/companies/mine')).json().companies[0].credit).toEqual(expected);
    expect((await get(owner, `/companies/${id}`)).json().company.credit).toEqual(expected);

    await t.database.db.insert(creditInvoices).values(invoice(id, `INV-T-${tag}-3`, -1));
    expect((await get(owner, `/companies/${id}`)).json().company.credit).toEqual({
      ...expected,
      overdue: true,
    });
  });

  it("is never another company's: each company reads its own line", async () => {
    const owner = await signUp(t.app);
    const first = await createCompany(owner);
    const second = await createCompany(owner);
    await t.database.db
      .insert(companyCredit)
      .values({ companyId: second, limitPoisha: 200_000, usedPoisha: 250_000, termsDays: 7 });
    await t.database.db.insert(creditInvoices).values(invoice(second, `INV-T-${second.slice(0, 8)}`, -3));
    const { companies } = (await get(owner, '/companies/mine')).json();
    expect(companies.map((c: { id: string; credit: unknown }) => [c.id, c.credit])).toEqual([
      [first, null],
      // Used above the limit (a limit lowered later) leaves nothing, never a negative amount.
      [second, { availablePoisha: 0, termsDays: 7, overdue: true }],
    ]);
  });
});
