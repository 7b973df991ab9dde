import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies, ledgerLines, notifications } from '../../db/schema.js';
import { asCookie, signUp, type Session } from '../../../test/auth-helpers.js';
import type { TestApp } from '../../../test/build-test-app.js';

// What the trade-credit tests share: an HTTP call as someone, a verified company with members joined through
// their invitations, and an account's balance in the ledger.

export const callAs =
  (t: TestApp) => (who: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: asCookie(who), ...(payload ? { payload } : {}) });

/** A company owned by `owner` (verified unless told otherwise); its id. */
export async function createCompany(t: TestApp, owner: Session, verified = true) {
  const res = await callAs(t)(owner, 'POST', '/companies', {
    name: `Karnaphuli Traders ${Math.random()}`,
    tradeLicence: 'TRAD/CCC/2024/118',
    bin: '0012345678901',
    tin: '123456789012',
    location: { division: 'chattogram', district: 'chattogram', area: 'kotwali' },
    address: '12 Khatunganj Road',
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().company.id as string;
  if (verified)
    await t.database.db.update(companies).set({ verifiedAt: new Date() }).where(eq(companies.id, id));
  return id;
}

/** `who` joins the company as `role` through the owner's invitation (the token from their notification). */
export async function joinCompany(t: TestApp, owner: Session, companyId: string, who: Session, role: string) {
  const call = callAs(t);
  const invited = await call(owner, 'POST', `/companies/${companyId}/invitations`, {
    email: who.email,
    role,
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const [note] = await t.database.db
    .select({ data: notifications.data })
    .from(notifications)
    .where(and(eq(notifications.userId, who.id), eq(notifications.kind, 'company_invitation')));
  const accepted = await call(who, 'POST', '/company-invitations/accept', {
    token: String(note!.data.token),
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
}

/** A verified company with an owner and a buyer; credit set by the operator when `limit` (taka) is given. */
export async function companyWithCredit(t: TestApp, operator: Session, limit?: number, termsDays = 30) {
  const owner = await signUp(t.app);
  const buyer = await signUp(t.app);
  const id = await createCompany(t, owner);
  await joinCompany(t, owner, id, buyer, 'buyer');
  if (limit !== undefined) {
    const set = await callAs(t)(operator, 'PUT', `/admin/companies/${id}/credit`, { limit, termsDays });
    expect(set.statusCode, set.body).toBe(200);
  }
  return { id, owner, buyer };
}

/** An account's balance in the ledger (poisha: debits positive). */
export const balanceOf = async (t: TestApp, account: string) =>
  Number(
    (
      await t.database.db
        .select({ sum: sql<string>`coalesce(sum(${ledgerLines.amountPoisha}), 0)` })
        .from(ledgerLines)
        .where(eq(ledgerLines.account, account))
    )[0]!.sum,
  );
