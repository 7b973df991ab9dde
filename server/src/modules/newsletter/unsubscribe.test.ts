import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { newsletterSubscribers } from '../../db/schema.js';
import { createUnsubscribeTokens } from './unsubscribe-token.js';

let t: TestApp;
let admin: Session;
let user: Session;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://shop.example.com.bd' });
  admin = await signUpAdmin(t.app, t.database.db);
  user = await signUp(t.app);
});
afterAll(() => t.close());

const subscribe = async (email: string) => {
  await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
  const [row] = await t.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email.toLowerCase()));
  return row!;
};
const emails = async () =>
  (await t.database.db.select().from(newsletterSubscribers)).map((r) => r.email).sort();
const unsubscribe = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: payload as object });

/** The unsubscribe link of an address, as the admin's CSV export lists it. */
async function linkFromExport(email: string): Promise<URL> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/export/subscribers.csv',
    headers: asCookie(admin),
  });
  const [header, ...lines] = res.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  expect(header).toContain('Unsubscribe link');
  const line = lines.find((l) => l.startsWith(`${email},`))!;
  return new URL(line.split(',').at(-1)!);
}

describe('newsletter unsubscribe link', () => {
  it('lists a signed link per address in the CSV export; the link removes that address, once', async () => {
    await subscribe('karim@example.com');
    await subscribe('Rahima@Example.com');
    const link = await linkFromExport('rahima@example.com');
    expect(link.origin + link.pathname).toBe('https://shop.example.com.bd/unsubscribe');

    const res = await unsubscribe({ token: link.searchParams.get('token') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ acknowledged: true, email: 'rahima@example.com' });
    expect(await emails()).not.toContain('rahima@example.com');
    expect(await emails()).toContain('karim@example.com');
    // Clicked twice (or after an admin removed it): still unsubscribed, nothing else touched.
    expect((await unsubscribe({ token: link.searchParams.get('token') })).statusCode).toBe(200);
    expect(await emails()).toContain('karim@example.com');
  });

  it('refuses a forged, altered or missing token naming the token field, and changes nothing', async () => {
    await subscribe('victim@example.com');
    const before = await emails();
    const good = createUnsubscribeTokens('another-shop-secret-0123456789abcdef').tokenFor(
      'victim@example.com',
    );
    const [payload, signature] = good.split('.');
    const genuine = (await linkFromExport('victim@example.com')).searchParams.get('token')!;
    const forged = [
      good, // signed with another secret
      `${Buffer.from('victim@example.com').toString('base64url')}.${'A'.repeat(43)}`,
      `${payload}.${genuine.split('.')[1]!.slice(0, -2)}`, // truncated signature
      `${Buffer.from('other@example.com').toString('base64url')}.${genuine.split('.')[1]}`, // swapped address
      `${genuine}.x`,
      signature!,
      'not a token',
      '',
    ];
    for (const token of forged) {
      const res = await unsubscribe({ token });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().fields).toHaveProperty('token');
    }
    for (const body of [{}, { token: 42 }, { token: 'x'.repeat(5000) }]) {
      const res = await unsubscribe(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('token');
    }
    expect(await emails()).toEqual(before);
  });
});

describe('DELETE /api/admin/newsletter/:id', () => {
  it('lets an admin remove a subscriber, once', async () => {
    const row = await subscribe('remove-me@example.com');
    const url = `/api/admin/newsletter/${row.id}`;
    const res = await t.app.inject({ method: 'DELETE', url, headers: asCookie(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ acknowledged: true, deletedCount: 1 });
    expect(await emails()).not.toContain('remove-me@example.com');
    const again = await t.app.inject({ method: 'DELETE', url, headers: asCookie(admin) });
    expect(again.statusCode).toBe(404);
    const junk = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/newsletter/not-an-id',
      headers: asCookie(admin),
    });
    expect(junk.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const row = await subscribe('keep-me@example.com');
    const url = `/api/admin/newsletter/${row.id}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url, headers: asCookie(user) })).statusCode).toBe(403);
    expect(await emails()).toContain('keep-me@example.com');
  });
});
