import { PHONE_CODE_TRIES } from '@bulkbazar/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCodeRequests, phoneCodes, smsMessages, users } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { ORIGIN, sessionCookie, signUp, signUpAdmin } from '../../../test/auth-helpers.js';
import { createFakeSmsGateway } from '../sms/gateways/fake-sms.js';
import { fakeSmsDir } from '../sms/sms.wiring.js';
import { CODE_EXPIRED, CODE_REFUSED, CODE_TOO_MANY_TRIES, CODE_WRONG } from './phone-codes.repo.js';
import { NAME_NEEDED, PHONE_TAKEN } from './phone.routes.js';

let t: TestApp;
const PER_NUMBER = 3;
const PER_IP = 5;
const PER_DAY = 40;

beforeAll(async () => {
  t = await buildTestApp({
    SMS_FAKE: 'true',
    PHONE_CODES_PER_NUMBER_HOUR: String(PER_NUMBER),
    PHONE_CODES_PER_IP_HOUR: String(PER_IP),
    PHONE_CODES_PER_DAY: String(PER_DAY),
  });
});
afterAll(() => t.close());

let nextNumber = 10_000_000;
/** A fresh number, typed as people type them (01…). */
const newNumber = () => `017${String(nextNumber++).padStart(8, '0')}`;
const stored = (typed: string) => `+880${typed.slice(1)}`;
let nextIp = 1;
const newIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const sendCode = (phoneNumber: string, ip = newIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/phone-number/send-otp',
    headers: { origin: ORIGIN },
    remoteAddress: ip,
    payload: { phoneNumber },
  });
const verify = (body: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/phone-number/verify',
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    remoteAddress: newIp(),
    payload: body,
  });
const session = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });

/** The code the stand-in received for `phone` (the app's SMS worker is woken when a code is queued). */
async function codeFor(phone: string, after = 0): Promise<string> {
  const gateway = createFakeSmsGateway(fakeSmsDir(t.dataDir));
  for (;;) {
    const mine = (await gateway.received()).filter((m) => m.to === phone && m.kind === 'sign_in_code');
    if (mine.length > after) return /\d{6}/.exec(mine.at(-1)!.text)![0];
    await new Promise((r) => setImmediate(r));
  }
}
const codesSentTo = async (phone: string) =>
  (await createFakeSmsGateway(fakeSmsDir(t.dataDir)).received()).filter((m) => m.to === phone).length;

describe('phone sign-in with an SMS code', () => {
  it('a new number signs up with its name; the code goes by SMS and only its hash is kept', async () => {
    const typed = newNumber();
    const phone = stored(typed);
    expect((await sendCode(typed)).statusCode).toBe(200);
    const code = await codeFor(phone);
    const [kept] = await t.database.db.select().from(phoneCodes).where(eq(phoneCodes.phoneNumber, phone));
    expect(kept!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(kept!.codeHash).not.toContain(code);

    const noName = await verify({ phoneNumber: typed, code });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields).toEqual({ name: NAME_NEEDED });

    const res = await verify({ phoneNumber: typed, code, name: 'Rahim Uddin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Rahim Uddin',
      phoneNumber: phone,
      phoneNumberVerified: true,
    });
    expect(res.json()).not.toHaveProperty('token');
    const cookie = sessionCookie(res.headers['set-cookie']);
    expect((await session(cookie)).json().user).toMatchObject({ name: 'Rahim Uddin', phoneNumber: phone });

    // The code is used up; the outbox row keeps the text without its digits.
    expect((await verify({ phoneNumber: typed, code })).json().fields).toEqual({ code: CODE_EXPIRED });
    const [sms] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.phoneNumber, phone));
    expect(sms).toMatchObject({ status: 'sent', kind: 'sign_in_code', segments: 1, costPoisha: 35 });
    expect(sms!.text).not.toContain(code);
    expect(sms!.data).toEqual({});
  });

  it('the same number signs in on a second device: the same account, both sessions alive', async () => {
    const typed = newNumber();
    const phone = stored(typed);
    await sendCode(typed);
    const first = await verify({ phoneNumber: typed, code: await codeFor(phone), name: 'Karim Mia' });
    const firstCookie = sessionCookie(first.headers['set-cookie']);
    await sendCode(typed);
    const second = await verify({ phoneNumber: stored(typed), code: await codeFor(phone, 1) });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().user.id).toBe(first.json().user.id);
    expect(second.json().user.name).toBe('Karim Mia');
    const secondCookie = sessionCookie(second.headers['set-cookie']);
    expect(secondCookie).not.toBe(firstCookie);
    expect((await session(firstCookie)).json().user.id).toBe(first.json().user.id);
    expect((await session(secondCookie)).json().user.id).toBe(first.json().user.id);
  });

  it(`a code takes ${PHONE_CODE_TRIES} wrong tries, then not even the right one`, async () => {
    const typed = newNumber();
    await sendCode(typed);
    const code = await codeFor(stored(typed));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < PHONE_CODE_TRIES; i++) {
      const res = await verify({ phoneNumber: typed, code: wrong, name: 'X' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ code: CODE_WRONG });
    }
    expect((await verify({ phoneNumber: typed, code: wrong, name: 'X' })).json().fields).toEqual({
      code: CODE_TOO_MANY_TRIES,
    });
    const right = await verify({ phoneNumber: typed, code, name: 'X' });
    expect(right.statusCode).toBe(400);
    expect(right.json().fields).toEqual({ code: CODE_TOO_MANY_TRIES });
  });

  it('a code expires after 5 minutes', async () => {
    const typed = newNumber();
    const phone = stored(typed);
    await sendCode(typed);
    const code = await codeFor(phone);
    const [row] = await t.database.db.select().from(phoneCodes).where(eq(phoneCodes.phoneNumber, phone));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(5 * 60_000);
    // Five minutes on: the stored expiry is moved into the past (the check reads the clock).
    await t.database.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.phoneNumber, phone));
    const res = await verify({ phoneNumber: typed, code, name: 'Late Comer' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ code: CODE_EXPIRED });
    expect(await t.database.db.select().from(users).where(eq(users.phoneNumber, phone))).toHaveLength(0);
  });

  it('refuses what is not a Bangladeshi mobile number or a 6-digit code, naming the field', async () => {
    for (const phoneNumber of ['12345', '+15551234567', '0121234567']) {
      const res = await sendCode(phoneNumber);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['phoneNumber']);
    }
    const res = await verify({ phoneNumber: newNumber(), code: '12ab56', name: 'A' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['code']);
  });

  it(`limits codes to ${PER_NUMBER} an hour per number, whatever the address`, async () => {
    const typed = newNumber();
    for (let i = 0; i < PER_NUMBER; i++) expect((await sendCode(typed)).statusCode).toBe(200);
    const refused = await sendCode(typed);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      fields: { phoneNumber: CODE_REFUSED.number },
    });
    await codeFor(stored(typed), PER_NUMBER - 1);
    expect(await codesSentTo(stored(typed))).toBe(PER_NUMBER);
  });

  it(`limits one address to ${PER_IP} codes an hour, however many numbers it asks for`, async () => {
    const ip = newIp();
    for (let i = 0; i < PER_IP; i++) expect((await sendCode(newNumber(), ip)).statusCode).toBe(200);
    const typed = newNumber();
    const refused = await sendCode(typed, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().fields).toEqual({ phoneNumber: CODE_REFUSED.ip });
    // Another address still gets that number its code.
    expect((await sendCode(typed)).statusCode).toBe(200);
  });

  it('an e-mail account adds and verifies a phone, then signs in with it; a number taken is refused', async () => {
    const account = await signUp(t.app, { name: 'Email Trader' });
    const typed = newNumber();
    const phone = stored(typed);
    await sendCode(typed);
    const added = await verify(
      { phoneNumber: typed, code: await codeFor(phone), updatePhoneNumber: true },
      account.cookie,
    );
    expect(added.statusCode, added.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ phoneNumber: phone, phoneNumberVerified: true, email: account.email });
    // The session (resolved again, or from the cache: the change is announced) shows the number.
    expect((await session(account.cookie)).json().user.phoneNumber).toBe(phone);

    await sendCode(typed);
    const byPhone = await verify({ phoneNumber: typed, code: await codeFor(phone, 1) });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().user).toMatchObject({ id: account.id, email: account.email });

    // Someone else cannot add that number to their account.
    const other = await signUp(t.app, { name: 'Other Trader' });
    const taken = await verify({ phoneNumber: typed, code: '123456', updatePhoneNumber: true }, other.cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ phoneNumber: PHONE_TAKEN });
    // Adding a number needs a session.
    expect(
      (await verify({ phoneNumber: newNumber(), code: '123456', updatePhoneNumber: true })).statusCode,
    ).toBe(401);
  });

  it(`stops at ${PER_DAY} codes a day for the whole shop, and the operator sees the refusals`, async () => {
    const sent = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(phoneCodeRequests)
          .where(sql`${phoneCodeRequests.refused} is null`)
      )[0]!.n;
    while ((await sent()) < PER_DAY) expect((await sendCode(newNumber())).statusCode).toBe(200);
    const refused = await sendCode(newNumber());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().fields).toEqual({ phoneNumber: CODE_REFUSED.day });

    const admin = await signUpAdmin(t.app, t.database.db);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sms-outbox',
      headers: { cookie: admin.cookie },
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.keptHere).toBe(true);
    expect(body.totals.codesSentToday).toBe(PER_DAY);
    // Refused so far: one per number, one per address, one for the day.
    expect(body.totals.codesRefusedToday).toBe(3);
    expect(body.items[0]).toMatchObject({ kind: 'sign_in_code', segments: 1, costPoisha: 35 });
    expect(Object.keys(body.items[0]).sort()).toEqual([
      'at',
      'costPoisha',
      'id',
      'kind',
      'segments',
      'text',
      'to',
    ]);
    const user = await signUp(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/sms-outbox', headers: { cookie: user.cookie } }))
        .statusCode,
    ).toBe(403);
  });
});
