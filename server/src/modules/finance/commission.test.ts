import { addDays, CATEGORIES, dhakaDay } from '@bulkbazar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { snapshot } from '../../../test/security/db-snapshot.js';
import { commissionRules } from '../../db/schema.js';

// GET/PUT /api/admin/finance/commission and GET /api/me/commission (issue 29 item 1): the rules an
// administrator sets, refused field by field when wrong (nothing changed), replaced whole when right.
let t: TestApp;
let admin: Session;
let seller: Session;
let otherSeller: Session;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000' });
  admin = await signUpAdmin(t.app, t.database.db);
  seller = await signUp(t.app, { name: 'Karim Traders' });
  otherSeller = await signUp(t.app, { name: 'Rahim Wholesale' });
});
afterAll(() => t?.close());

const URL = '/api/admin/finance/commission';
const send = (who: Session | null, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? asCookie(who) : { origin: 'http://localhost:3000' }, payload });
const inDays = (n: number) => addDays(dhakaDay(new Date()), n);

describe('the commission rules', () => {
  it('start at 5 % with no fixed fee, every category on the default and no seller overrides', async () => {
    const res = await send(admin, 'GET', URL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      defaultPercent: 5,
      fixedFee: 0,
      categories: Object.fromEntries(CATEGORIES.map((c) => [c.slug, null])),
      sellers: [],
      updatedAt: null,
    });
    // The contract's list, the 8th (Food & Groceries) included.
    expect(Object.keys(res.json().categories)).toContain('food-groceries');
  });

  it('are for administrators only: signed out 401, a seller 403, on every route', async () => {
    const body = { defaultPercent: 1, fixedFee: 0 };
    for (const method of ['GET', 'PUT'] as const) {
      expect((await send(null, method, URL, method === 'PUT' ? body : undefined)).statusCode).toBe(401);
      expect((await send(seller, method, URL, method === 'PUT' ? body : undefined)).statusCode).toBe(403);
    }
    expect((await send(admin, 'GET', URL)).json().defaultPercent).toBe(5);
  });

  it('are replaced whole: percent to basis points, fees to the poisha, overrides with their seller and end', async () => {
    const res = await send(admin, 'PUT', URL, {
      defaultPercent: 6.25,
      fixedFee: 12.5,
      categories: { 'fashion-apparel': 8, 'food-groceries': 2.75, 'electronics-gadgets': null },
      sellers: [
        { sellerId: seller.id, percent: 3.5, fixedFee: 0, endsOn: inDays(30) },
        { sellerId: otherSeller.id, percent: 0, fixedFee: 20.05, endsOn: inDays(0) },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const rules = res.json();
    expect(rules).toMatchObject({ defaultPercent: 6.25, fixedFee: 12.5 });
    expect(rules.categories).toMatchObject({
      'fashion-apparel': 8,
      'food-groceries': 2.75,
      'electronics-gadgets': null,
    });
    expect(rules.sellers).toEqual([
      // Soonest end first; an override through today ends at the coming Dhaka midnight.
      expect.objectContaining({
        sellerId: otherSeller.id,
        sellerName: 'Rahim Wholesale',
        sellerEmail: otherSeller.email,
        percent: 0,
        fixedFee: 20.05,
        endsOn: inDays(0),
        endsAt: new Date(`${inDays(1)}T00:00:00+06:00`).toISOString(),
        expired: false,
      }),
      expect.objectContaining({
        sellerId: seller.id,
        sellerName: 'Karim Traders',
        percent: 3.5,
        endsOn: inDays(30),
      }),
    ]);
    expect(rules.updatedAt).not.toBeNull();
    const rows = await t.database.db.select().from(commissionRules);
    expect(
      rows
        .map((r) => [r.scope, r.category ?? r.sellerId, r.percentBps, r.fixedFeePoisha, r.updatedBy])
        .sort((a, b) => String(a).localeCompare(String(b))),
    ).toEqual(
      [
        ['default', null, 625, 1250, admin.id],
        ['category', 'fashion-apparel', 800, 0, admin.id],
        ['category', 'food-groceries', 275, 0, admin.id],
        ['seller', seller.id, 350, 0, admin.id],
        ['seller', otherSeller.id, 0, 2005, admin.id],
      ].sort((a, b) => String(a).localeCompare(String(b))),
    );
    expect((await send(admin, 'GET', URL)).json()).toEqual(rules);

    // What is left out is gone: the next PUT is the whole set.
    const again = await send(admin, 'PUT', URL, { defaultPercent: 5, fixedFee: 0 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      defaultPercent: 5,
      fixedFee: 0,
      categories: Object.fromEntries(CATEGORIES.map((c) => [c.slug, null])),
      sellers: [],
    });
    expect(await t.database.db.select().from(commissionRules)).toHaveLength(1);
  });

  it('refuses each bad field by name (400), changing nothing', async () => {
    const before = await snapshot(t.database.db);
    const refused = async (body: object, fields: Record<string, RegExp>) => {
      const res = await send(admin, 'PUT', URL, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      for (const [field, message] of Object.entries(fields))
        expect(res.json().fields[field]).toMatch(message);
      expect(Object.keys(res.json().fields).sort()).toEqual(Object.keys(fields).sort());
    };
    const ok = { sellerId: seller.id, percent: 3, fixedFee: 0, endsOn: inDays(10) };
    await refused({ defaultPercent: 100.01, fixedFee: 0 }, { defaultPercent: /At most 100%/ });
    await refused(
      { defaultPercent: 5.125, fixedFee: -1 },
      { defaultPercent: /2 decimals/, fixedFee: /negative/ },
    );
    await refused(
      { defaultPercent: '5', fixedFee: 0.001 },
      { defaultPercent: /percentage/, fixedFee: /2 decimals/ },
    );
    await refused(
      { defaultPercent: 5, fixedFee: 0, categories: { 'fashion-apparel': -2, 'toys-games': 1 } },
      { 'categories.fashion-apparel': /negative/, categories: /toys-games/ },
    );
    await refused(
      { defaultPercent: 5, fixedFee: 0, sellers: [ok, { ...ok, endsOn: '2026-02-30' }] },
      { 'sellers.1.endsOn': /YYYY-MM-DD/, 'sellers.1.sellerId': /already has an override/ },
    );
    // Checked by the server against the shop: sellers that exist and are not administrators, ends to come.
    await refused(
      {
        defaultPercent: 5,
        fixedFee: 0,
        sellers: [
          { ...ok, sellerId: 'no-such-user' },
          { ...ok, sellerId: admin.id },
          { ...ok, sellerId: otherSeller.id, endsOn: inDays(-1) },
          ok,
        ],
      },
      {
        'sellers.0.sellerId': /No such seller/,
        'sellers.1.sellerId': /administrator/,
        'sellers.2.endsOn': /today or later/,
      },
    );
    expect(await snapshot(t.database.db)).toEqual(before);
  });
});

describe("a seller's own rate (GET /api/me/commission)", () => {
  it('is the override while it lasts, else the category’s, else the default; with the fee and VAT', async () => {
    const put = await send(admin, 'PUT', URL, {
      defaultPercent: 5,
      fixedFee: 10,
      categories: { 'fashion-apparel': 8 },
      sellers: [{ sellerId: seller.id, percent: 3.5, fixedFee: 2.5, endsOn: inDays(5) }],
    });
    expect(put.statusCode, put.body).toBe(200);
    const mine = async (who: Session, category: string) => {
      const res = await send(who, 'GET', `/api/me/commission?category=${category}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await mine(seller, 'fashion-apparel')).toEqual({ percent: 3.5, fixedFee: 2.5, vatPercent: 15 });
    expect(await mine(otherSeller, 'fashion-apparel')).toEqual({ percent: 8, fixedFee: 10, vatPercent: 15 });
    expect(await mine(otherSeller, 'food-groceries')).toEqual({ percent: 5, fixedFee: 10, vatPercent: 15 });

    const bad = await send(seller, 'GET', '/api/me/commission?category=toys');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('category');
    expect((await send(null, 'GET', '/api/me/commission?category=fashion-apparel')).statusCode).toBe(401);
  });
});
