import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../db/schema.js';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

// The operator's queue of credit applications (Dashboard → Credit book): finance staff read each company's open
// application with who asked; deciding a limit takes it off the queue.
let t: TestApp;
let admin: Session;
let finance: Session;
let support: Session;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '10000' });
  admin = await signUpAdmin(t.app, t.database.db);
  finance = await signUp(t.app);
  support = await signUp(t.app);
  await t.database.db
    .update(users)
    .set({ staffRoles: ['finance'] })
    .where(eq(users.id, finance.id));
  await t.database.db
    .update(users)
    .set({ staffRoles: ['support'] })
    .where(eq(users.id, support.id));
});
afterAll(() => t.close());

const call = (who: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: asCookie(who), ...(payload ? { payload } : {}) });

async function companyOf(owner: Session, name: string, verified: boolean) {
  const res = await call(owner, 'POST', '/companies', {
    name,
    tradeLicence: 'TRAD/DNCC/2024/5521',
    bin: '0012345678901',
    tin: '123456789012',
    location: { division: 'dhaka', district: 'dhaka', area: 'motijheel' },
    address: '7 Dilkusha C/A',
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().company.id as string;
  if (verified)
    await t.database.db.update(companies).set({ verifiedAt: new Date() }).where(eq(companies.id, id));
  return id;
}

describe('GET /api/admin/credit/applications', () => {
  it('lists the open applications with company, asked limit, terms, note and who applied, until decided', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const verified = await companyOf(owner, `Akter Traders ${Math.random()}`, true);
    const unverified = await companyOf(other, `Padma Hardware ${Math.random()}`, false);
    const applied = await call(owner, 'POST', `/companies/${verified}/credit-application`, {
      limit: 250_000.5,
      termsDays: 15,
      note: 'Monthly rice and oil',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(
      (
        await call(other, 'POST', `/companies/${unverified}/credit-application`, {
          limit: 10_000,
          termsDays: 7,
        })
      ).statusCode,
    ).toBe(201);

    expect((await call(support, 'GET', '/admin/credit/applications')).statusCode).toBe(403);
    expect((await call(owner, 'GET', '/admin/credit/applications')).statusCode).toBe(403);
    const listed = await call(finance, 'GET', '/admin/credit/applications');
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = (listed.json().applications as { companyId: string }[]).filter((a) =>
      [verified, unverified].includes(a.companyId),
    );
    expect(mine).toEqual([
      expect.objectContaining({
        companyId: verified,
        companyVerified: true,
        requestedLimitPoisha: 25_000_050,
        termsDays: 15,
        note: 'Monthly rice and oil',
        appliedBy: { id: owner.id, name: expect.any(String), email: owner.email },
      }),
      expect.objectContaining({ companyId: unverified, companyVerified: false, note: null, termsDays: 7 }),
    ]);
    expect(Date.parse((mine[0] as unknown as { createdAt: string }).createdAt)).not.toBeNaN();

    // The operator's decision closes the application: it leaves the queue, the other stays.
    expect(
      (await call(admin, 'PUT', `/admin/companies/${verified}/credit`, { limit: 200_000, termsDays: 15 }))
        .statusCode,
    ).toBe(200);
    const after = (await call(admin, 'GET', '/admin/credit/applications')).json().applications as {
      companyId: string;
    }[];
    expect(after.map((a) => a.companyId)).toContain(unverified);
    expect(after.map((a) => a.companyId)).not.toContain(verified);
  });
});
