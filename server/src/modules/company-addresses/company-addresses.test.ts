import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_COMPANY_ADDRESSES } from '@bulkbazar/contract';
import { companyAddresses, companyMembers } from '../../db/schema.js';
import { asCookie, signUp, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct } from '../../../test/factories.js';

// A company's shared delivery addresses (issue 31 item 1): any member reads them, only the owner writes them,
// a non-member finds no company; a company checkout ships to one of them and nobody else's.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(() => t.close());

const call = (who: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: asCookie(who), ...(payload ? { payload } : {}) });

const shop = (n = 1) => ({
  label: `Shop ${n}`,
  shippingAddress: `Shop ${n}, Khatunganj, Chattogram`,
  location: { division: 'chattogram', district: 'chattogram', area: 'kotwali' },
  phoneNumber: '01812345678',
});

/** A company with its owner, a buyer and a finance member (rows written directly: the invitations are tested elsewhere). */
async function company(name = 'Karnaphuli Traders') {
  const [owner, buyer, finance] = await Promise.all([1, 2, 3].map(() => signUp(t.app)));
  const created = await call(owner!, 'POST', '/companies', {
    name,
    tradeLicence: 'TRAD/CCC/2024/118',
    bin: '0012345678901',
    tin: '123456789012',
    location: { division: 'chattogram', district: 'chattogram', area: 'kotwali' },
    address: '12 Khatunganj Road',
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().company.id as string;
  await t.database.db.insert(companyMembers).values([
    { companyId: id, userId: buyer!.id, role: 'buyer' },
    { companyId: id, userId: finance!.id, role: 'finance' },
  ]);
  return { id, owner: owner!, buyer: buyer!, finance: finance! };
}

describe('company addresses', () => {
  it('the owner adds, edits and removes them; every member reads the same list, oldest first', async () => {
    const c = await company();
    expect((await call(c.buyer, 'GET', `/companies/${c.id}/addresses`)).json()).toEqual({ addresses: [] });
    await call(c.owner, 'POST', `/companies/${c.id}/addresses`, shop(1));
    const added = await call(c.owner, 'POST', `/companies/${c.id}/addresses`, {
      label: '  Warehouse  ',
      shippingAddress: 'Plot 9, Tejgaon I/A, Dhaka',
      phoneNumber: '+8801898765432',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().addresses).toEqual([
      {
        _id: expect.any(String),
        label: 'Shop 1',
        shippingAddress: 'Shop 1, Khatunganj, Chattogram',
        location: { division: 'Chattogram', district: 'Chattogram', area: 'Kotwali' },
        phoneNumber: '+8801812345678',
        createdAt: expect.any(String),
      },
      expect.objectContaining({ label: 'Warehouse', location: null, phoneNumber: '+8801898765432' }),
    ]);
    for (const member of [c.buyer, c.finance])
      expect((await call(member, 'GET', `/companies/${c.id}/addresses`)).json()).toEqual(added.json());

    const [first, second] = added.json().addresses as { _id: string }[];
    const edited = await call(c.owner, 'PUT', `/companies/${c.id}/addresses/${first!._id}`, {
      ...shop(1),
      label: 'Main shop',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().addresses.map((a: { label: string }) => a.label)).toEqual([
      'Main shop',
      'Warehouse',
    ]);
    const removed = await call(c.owner, 'DELETE', `/companies/${c.id}/addresses/${second!._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().addresses.map((a: { _id: string }) => a._id)).toEqual([first!._id]);
  });

  it('refuses a member who is not the owner (403) and anyone outside the company (404)', async () => {
    const c = await company();
    const outsider = await signUp(t.app);
    const { addresses } = (await call(c.owner, 'POST', `/companies/${c.id}/addresses`, shop(1))).json();
    const addressId = addresses[0]._id as string;
    for (const member of [c.buyer, c.finance]) {
      expect((await call(member, 'POST', `/companies/${c.id}/addresses`, shop(2))).statusCode).toBe(403);
      expect(
        (await call(member, 'PUT', `/companies/${c.id}/addresses/${addressId}`, shop(2))).statusCode,
      ).toBe(403);
      expect((await call(member, 'DELETE', `/companies/${c.id}/addresses/${addressId}`)).statusCode).toBe(
        403,
      );
    }
    for (const [method, url, body] of [
      ['GET', `/companies/${c.id}/addresses`, undefined],
      ['POST', `/companies/${c.id}/addresses`, shop(2)],
      ['PUT', `/companies/${c.id}/addresses/${addressId}`, shop(2)],
      ['DELETE', `/companies/${c.id}/addresses/${addressId}`, undefined],
    ] as const) {
      const res = await call(outsider, method, url, body);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().fields).toHaveProperty(['id']);
    }
    expect((await call(c.owner, 'GET', `/companies/${c.id}/addresses`)).json().addresses).toHaveLength(1);
  });

  it('a member of company A sees nothing of company B, and A’s owner cannot reach B’s address through A', async () => {
    const a = await company('Akter Traders');
    const b = await company('Bhuiyan Brothers');
    const bAddress = (await call(b.owner, 'POST', `/companies/${b.id}/addresses`, shop(1))).json()
      .addresses[0]._id as string;
    for (const who of [a.owner, a.buyer])
      expect((await call(who, 'GET', `/companies/${b.id}/addresses`)).statusCode).toBe(404);
    for (const res of [
      await call(a.owner, 'PUT', `/companies/${a.id}/addresses/${bAddress}`, shop(9)),
      await call(a.owner, 'DELETE', `/companies/${a.id}/addresses/${bAddress}`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().fields).toHaveProperty(['addressId']);
    }
    expect((await call(a.owner, 'GET', `/companies/${a.id}/addresses`)).json()).toEqual({ addresses: [] });
    expect((await call(b.buyer, 'GET', `/companies/${b.id}/addresses`)).json().addresses).toEqual([
      expect.objectContaining({ _id: bAddress, label: 'Shop 1' }),
    ]);
  });

  it('refuses bad input with 4xx naming the field, never a 5xx', async () => {
    const c = await company();
    for (const [body, field] of [
      [{ ...shop(1), label: '' }, 'label'],
      [{ ...shop(1), label: 'x'.repeat(41) }, 'label'],
      [{ ...shop(1), shippingAddress: 'abc' }, 'shippingAddress'],
      [{ ...shop(1), phoneNumber: '12345' }, 'phoneNumber'],
      [{ ...shop(1), location: { division: 'Dhaka', district: 'Dhaka', area: 'Atlantis' } }, 'location.area'],
    ] as const) {
      const res = await call(c.owner, 'POST', `/companies/${c.id}/addresses`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toHaveProperty([field]);
    }
    for (const url of [
      `/companies/not-a-uuid/addresses`,
      `/companies/${c.id}/addresses/not-a-uuid`,
      `/companies/${c.id}/addresses/${crypto.randomUUID()}`,
    ]) {
      const res = await call(c.owner, url.split('/').length > 4 ? 'DELETE' : 'GET', url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(404);
    }
  });

  it(`keeps at most ${MAX_COMPANY_ADDRESSES} a company (409 naming label)`, async () => {
    const c = await company();
    await t.database.db.insert(companyAddresses).values(
      Array.from({ length: MAX_COMPANY_ADDRESSES - 1 }, (_, i) => ({
        companyId: c.id,
        label: `Depot ${i}`,
        shippingAddress: `Depot ${i}, Sadarghat, Dhaka`,
        phoneNumber: '+8801712345678',
      })),
    );
    expect((await call(c.owner, 'POST', `/companies/${c.id}/addresses`, shop(20))).statusCode).toBe(200);
    const refused = await call(c.owner, 'POST', `/companies/${c.id}/addresses`, shop(21));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().fields).toHaveProperty(['label']);
    const { addresses } = (await call(c.owner, 'GET', `/companies/${c.id}/addresses`)).json();
    expect(addresses).toHaveLength(MAX_COMPANY_ADDRESSES);
  });
});

describe('checkout to a company address', () => {
  const buy = (who: Session, extra: object) =>
    createProduct(t.database.db, { price: 50, minQuantity: 10, stock: 500 }).then((p) =>
      call(who, 'POST', '/checkout', { items: [{ productId: p.id, quantity: 10 }], ...extra }),
    );

  it('puts the company address (its place too) on the orders of a checkout for that company', async () => {
    const c = await company();
    const { addresses } = (await call(c.owner, 'POST', `/companies/${c.id}/addresses`, shop(1))).json();
    const res = await buy(c.buyer, { companyId: c.id, companyAddressId: addresses[0]._id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().orders[0]).toMatchObject({
      companyId: c.id,
      shippingAddress: 'Shop 1, Khatunganj, Chattogram',
      phoneNumber: '+8801812345678',
      shipTo: { division: 'Chattogram', district: 'Chattogram', area: 'Kotwali' },
    });
  });

  it('answers 404 naming companyAddressId for another company’s address, or without companyId', async () => {
    const a = await company('Akter Traders');
    const b = await company('Bhuiyan Brothers');
    const aAddress = (await call(a.owner, 'POST', `/companies/${a.id}/addresses`, shop(1))).json()
      .addresses[0]._id as string;
    for (const extra of [
      { companyId: b.id, companyAddressId: aAddress }, // B's buyer names A's address
      { companyAddressId: aAddress }, // not bought for a company
      { companyId: b.id, companyAddressId: 'not-a-uuid' },
    ]) {
      const res = await buy(b.buyer, extra);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().fields).toHaveProperty(['companyAddressId']);
    }
    // A's own buyer without companyId: the address is still not theirs to use.
    const own = await buy(a.buyer, { companyAddressId: aAddress });
    expect(own.statusCode, own.body).toBe(404);
  });

  it('refuses a saved address and a company address together (400 naming companyAddressId)', async () => {
    const c = await company();
    const res = await buy(c.buyer, {
      companyId: c.id,
      companyAddressId: crypto.randomUUID(),
      addressId: crypto.randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toHaveProperty(['companyAddressId']);
  });
});
