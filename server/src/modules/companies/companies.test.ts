import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, notifications } from '../../db/schema.js';
import { asCookie, signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

// Companies (issue 31 item 1): creation with BIN/TIN and an official place, invitations by e-mail, roles and
// limits, leaving, removing and transferring ownership; another company's ids answer 404.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(() => t.close());

const call = (who: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: asCookie(who), ...(payload ? { payload } : {}) });

const input = (overrides: object = {}) => ({
  name: 'Karnaphuli Traders',
  tradeLicence: 'TRAD/CCC/2024/118',
  bin: '০০১২৩৪৫৬৭৮৯০১',
  tin: '1234 5678 9012',
  location: { division: 'chattogram', district: 'chattogram', area: 'kotwali' },
  address: '12 Khatunganj Road',
  ...overrides,
});

async function createCompany(owner: Session) {
  const res = await call(owner, 'POST', '/companies', input());
  expect(res.statusCode, res.body).toBe(201);
  return res.json().company.id as string;
}

/** Invites `who` and accepts with the token e-mailed to them (read from their notification). */
async function join(owner: Session, companyId: string, who: Session, role = 'buyer') {
  const invited = await call(owner, 'POST', `/companies/${companyId}/invitations`, {
    email: who.email,
    role,
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const [note] = await t.database.db
    .select({ data: notifications.data })
    .from(notifications)
    .where(and(eq(notifications.userId, who.id), eq(notifications.kind, 'company_invitation')));
  const token = String(note!.data.token);
  const accepted = await call(who, 'POST', '/company-invitations/accept', { token });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return token;
}

const owners = async (companyId: string) =>
  (
    await t.database.db
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner')))
  ).map((r) => r.userId);

describe('companies', () => {
  it('are created by a buyer, who becomes the owner; BIN and TIN in Bengali digits are kept Latin', async () => {
    const owner = await signUp(t.app);
    const res = await call(owner, 'POST', '/companies', input());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().company).toMatchObject({
      name: 'Karnaphuli Traders',
      bin: '0012345678901',
      tin: '123456789012',
      location: { division: 'Chattogram', district: 'Chattogram', area: 'Kotwali' },
      role: 'owner',
      orderLimit: null,
    });
    expect((await call(owner, 'GET', '/companies/mine')).json().companies).toEqual([res.json().company]);
  });

  it('refuse a bad BIN, TIN or place with 400 naming the field', async () => {
    const owner = await signUp(t.app);
    for (const [body, field] of [
      [input({ bin: '123456789012' }), 'bin'],
      [input({ bin: '12345678901234' }), 'bin'],
      [input({ tin: '12345678901a' }), 'tin'],
      [input({ location: { division: 'Dhaka', district: 'Dhaka', area: 'Atlantis' } }), 'location.area'],
    ] as const) {
      const res = await call(owner, 'POST', '/companies', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toHaveProperty([field]);
    }
    expect((await call(owner, 'GET', '/companies/mine')).json().companies).toEqual([]);
  });

  it('take members by e-mail invitation, used once and only by the invited e-mail', async () => {
    const owner = await signUp(t.app);
    const buyer = await signUp(t.app);
    const stranger = await signUp(t.app);
    const id = await createCompany(owner);
    const invited = await call(owner, 'POST', `/companies/${id}/invitations`, {
      email: buyer.email,
      role: 'buyer',
    });
    const [note] = await t.database.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.kind, 'company_invitation')));
    const token = String(note!.data.token);
    expect(invited.json().invitation).toMatchObject({ email: buyer.email, role: 'buyer' });
    expect(invited.body).not.toContain(token);
    // Someone else holding the link cannot use it.
    expect((await call(stranger, 'POST', '/company-invitations/accept', { token })).statusCode).toBe(404);
    const accepted = await call(buyer, 'POST', '/company-invitations/accept', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().company).toMatchObject({ id, role: 'buyer' });
    expect(accepted.json().members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [owner.id, 'owner'],
      [buyer.id, 'buyer'],
    ]);
    expect((await call(buyer, 'POST', '/company-invitations/accept', { token })).statusCode).toBe(404);
    // Ownership is never given by invitation.
    const asOwner = await call(owner, 'POST', `/companies/${id}/invitations`, {
      email: stranger.email,
      role: 'owner',
    });
    expect(asOwner.statusCode).toBe(400);
    expect(asOwner.json().fields).toHaveProperty(['role']);
  });

  it('let only the owner invite and set roles and order limits (in poisha)', async () => {
    const owner = await signUp(t.app);
    const member = await signUp(t.app);
    const id = await createCompany(owner);
    await join(owner, id, member);
    const url = `/companies/${id}/members/${member.id}`;
    expect((await call(member, 'PUT', url, { role: 'approver', orderLimit: 1 })).statusCode).toBe(403);
    expect(
      (await call(member, 'POST', `/companies/${id}/invitations`, { email: 'x@example.com', role: 'buyer' }))
        .statusCode,
    ).toBe(403);
    const set = await call(owner, 'PUT', url, { role: 'approver', orderLimit: 5_000_000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().members[1]).toMatchObject({
      userId: member.id,
      role: 'approver',
      orderLimit: 5_000_000,
    });
    expect((await call(member, 'GET', '/companies/mine')).json().companies[0]).toMatchObject({
      role: 'approver',
      orderLimit: 5_000_000,
    });
    const bad = await call(owner, 'PUT', url, { role: 'approver', orderLimit: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['orderLimit']);
    // The owner's own role changes only by transfer.
    const self = await call(owner, 'PUT', `/companies/${id}/members/${owner.id}`, {
      role: 'buyer',
      orderLimit: null,
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().fields).toHaveProperty(['role']);
  });

  it('show nothing of company B to a member of company A: 404, as for an id that does not exist', async () => {
    const ownerA = await signUp(t.app);
    const ownerB = await signUp(t.app);
    const memberB = await signUp(t.app);
    await createCompany(ownerA);
    const b = await createCompany(ownerB);
    await join(ownerB, b, memberB);
    const notFound = [
      await call(ownerA, 'GET', `/companies/${b}`),
      await call(ownerA, 'POST', `/companies/${b}/invitations`, { email: 'y@example.com', role: 'buyer' }),
      await call(ownerA, 'PUT', `/companies/${b}/members/${memberB.id}`, {
        role: 'finance',
        orderLimit: null,
      }),
      await call(ownerA, 'DELETE', `/companies/${b}/members/${memberB.id}`),
      await call(ownerA, 'POST', `/companies/${b}/owner`, { userId: memberB.id }),
      await call(ownerA, 'GET', '/companies/00000000-0000-4000-8000-000000000000'),
      await call(ownerA, 'GET', '/companies/not-a-uuid'),
      // The writes lock the member rows first: an id PostgreSQL cannot read as a UUID is a 404 there too.
      await call(ownerA, 'PUT', `/companies/not-a-uuid/members/${memberB.id}`, {
        role: 'finance',
        orderLimit: null,
      }),
      await call(ownerA, 'DELETE', `/companies/' OR '1'='1/members/${memberB.id}`),
      await call(ownerA, 'POST', '/companies/not-a-uuid/owner', { userId: memberB.id }),
    ];
    expect(notFound.map((r) => r.statusCode)).toEqual(Array(10).fill(404));
    expect(new Set(notFound.map((r) => r.json().message))).toEqual(new Set(['Company not found']));
    expect((await call(ownerA, 'GET', '/companies/mine')).json().companies).toHaveLength(1);
    expect((await call(ownerB, 'GET', `/companies/${b}`)).json().members).toHaveLength(2);
  });

  it('let members leave and the owner remove them; the owner cannot leave', async () => {
    const owner = await signUp(t.app);
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const id = await createCompany(owner);
    await join(owner, id, a);
    await join(owner, id, b, 'finance');
    expect((await call(a, 'DELETE', `/companies/${id}/members/${b.id}`)).statusCode).toBe(403);
    expect((await call(a, 'DELETE', `/companies/${id}/members/${a.id}`)).statusCode).toBe(204);
    expect((await call(a, 'GET', '/companies/mine')).json().companies).toEqual([]);
    expect((await call(a, 'GET', `/companies/${id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/companies/${id}/members/${b.id}`)).statusCode).toBe(204);
    const leave = await call(owner, 'DELETE', `/companies/${id}/members/${owner.id}`);
    expect(leave.statusCode).toBe(422);
    expect((await call(owner, 'GET', `/companies/${id}`)).json().members).toEqual([
      expect.objectContaining({ userId: owner.id, role: 'owner' }),
    ]);
  });

  it('keep exactly one owner through transfers, also when two transfers race', async () => {
    const owner = await signUp(t.app);
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const id = await createCompany(owner);
    await join(owner, id, a);
    await join(owner, id, b);
    const raced = await Promise.all([
      call(owner, 'POST', `/companies/${id}/owner`, { userId: a.id }),
      call(owner, 'POST', `/companies/${id}/owner`, { userId: b.id }),
    ]);
    // The second to run finds the first has made its caller a buyer: only the owner may transfer.
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const winner = raced[0]!.statusCode === 200 ? a : b;
    expect(await owners(id)).toEqual([winner.id]);
    expect((await call(owner, 'GET', '/companies/mine')).json().companies[0].role).toBe('buyer');
    // The new owner can act as one; the old one cannot.
    expect((await call(owner, 'POST', `/companies/${id}/owner`, { userId: owner.id })).statusCode).toBe(403);
    const back = await call(winner, 'POST', `/companies/${id}/owner`, { userId: owner.id });
    expect(back.statusCode, back.body).toBe(200);
    expect(await owners(id)).toEqual([owner.id]);
    // To someone who is not a member: 404 naming the user, nothing changes.
    const outsider = await signUp(t.app);
    const refused = await call(owner, 'POST', `/companies/${id}/owner`, { userId: outsider.id });
    expect(refused.statusCode).toBe(404);
    expect(await owners(id)).toEqual([owner.id]);
  });

  it('hold one owner in SQL too: a second owner row is refused by the database', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const id = await createCompany(owner);
    await expect(
      t.database.db.insert(companyMembers).values({ companyId: id, userId: other.id, role: 'owner' }),
    ).rejects.toThrow();
    expect(await owners(id)).toEqual([owner.id]);
  });
});
