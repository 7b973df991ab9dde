import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.js';
import { asCookie, signUp, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createProduct, createUser } from '../../../test/factories.js';

// The operator's synonym editor (issue 34): catalog staff list, add, edit and delete synonym groups; words are
// kept as search compares them; bad groups are 400 naming the field; every change is on the audit trail and
// is seen by the very next search (the kept synonyms and kept answers are dropped). PGlite and PostgreSQL.
let t: TestApp;
let admin: Session;
let moderator: Session;
let support: Session;

beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '100000' });
  admin = await signUpAdmin(t.app, t.database.db);
  const staff = async (role: 'moderator' | 'support') => {
    const session = await signUp(t.app, { name: role });
    await t.database.db
      .update(users)
      .set({ staffRoles: [role] })
      .where(eq(users.id, session.id));
    return session;
  };
  moderator = await staff('moderator');
  support = await staff('support');
  const seller = await createUser(t.database.db);
  await createProduct(t.database.db, {
    productName: 'Jamdani Saree Dhakai',
    brand: 'Tangail Tant',
    category: 'fashion-apparel',
    sellerId: seller.id,
    description: 'Handwoven',
  });
});
afterAll(() => t.close());

const call = (who: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/search/synonyms${url}`, headers: asCookie(who), payload });
const search = async (q: string) => {
  const res = await t.app.inject({ url: `/api/products?q=${encodeURIComponent(q)}&limit=20` });
  expect(res.statusCode).toBe(200);
  return res.json<{ products: { productName: string }[] }>().products.map((p) => p.productName);
};
const auditRows = (action: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));

describe('the synonym editor', () => {
  it('lists the curated groups, searched by a word and by pages', async () => {
    const res = await call(moderator, 'GET', '?q=chal&pageSize=5');
    expect(res.statusCode).toBe(200);
    const page = res.json<{ groups: { words: string[]; curated: boolean }[]; total: number }>();
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.groups.some((g) => g.words.includes('চাল') && g.words.includes('rice') && g.curated)).toBe(
      true,
    );
    const all = (await call(admin, 'GET', '?pageSize=10&page=2')).json<{
      groups: unknown[];
      total: number;
    }>();
    expect(all.groups).toHaveLength(10);
    expect(all.total).toBeGreaterThanOrEqual(278);
  });

  it('adds a group that the next search uses, normalised as search does, with an audit row', async () => {
    expect(await search('kapor')).toEqual([]); // warms the kept synonyms and the answer cache
    const res = await call(moderator, 'POST', '', { words: ['  Kapor ', 'SAREE', 'শাড়ি\u200c'] });
    expect(res.statusCode).toBe(201);
    const { group } = res.json<{ group: { id: number; words: string[]; curated: boolean } }>();
    expect(group.words).toEqual(['kapor', 'saree', 'শাড়ি']);
    expect(group.curated).toBe(false);
    expect(await search('kapor')).toEqual(['Jamdani Saree Dhakai']);
    const [row] = await auditRows('synonyms.create', group.id);
    expect(row?.after).toEqual({ words: ['kapor', 'saree', 'শাড়ি'] });
    expect(row?.actorId).toBe(moderator.id);
  });

  it("edits a group (a curated one becomes the operator's) and deletes one, each seen by the next search", async () => {
    const created = (await call(admin, 'POST', '', { words: ['jamakapor', 'jamdani'] })).json<{
      group: { id: number };
    }>().group;
    expect(await search('jamakapor')).toEqual(['Jamdani Saree Dhakai']);
    const edited = await call(admin, 'PUT', `/${created.id}`, { words: ['jamakapor', 'lungi'] });
    expect(edited.statusCode).toBe(200);
    expect(await search('jamakapor')).toEqual([]);
    const [update] = await auditRows('synonyms.update', created.id);
    expect(update?.before).toEqual({ words: ['jamakapor', 'jamdani'] });
    expect(update?.after).toEqual({ words: ['jamakapor', 'lungi'] });

    const curated = (await call(admin, 'GET', '?q=chal')).json<{
      groups: { id: number; words: string[] }[];
    }>().groups[0]!;
    const recurated = await call(admin, 'PUT', `/${curated.id}`, { words: [...curated.words, 'chalpotro'] });
    expect(recurated.json<{ group: { curated: boolean } }>().group.curated).toBe(false);

    expect((await call(admin, 'POST', '', { words: ['tant', 'jamdani'] })).statusCode).toBe(201);
    expect(await search('tant')).toEqual(['Jamdani Saree Dhakai']); // the brand's word as well
    const gone = (await call(admin, 'GET', '?q=jamakapor')).json<{ groups: { id: number }[] }>().groups[0]!;
    expect((await call(admin, 'DELETE', `/${gone.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', '?q=jamakapor')).json<{ total: number }>().total).toBe(0);
    expect(await auditRows('synonyms.remove', gone.id)).toHaveLength(1);
    expect((await call(admin, 'DELETE', `/${gone.id}`)).statusCode).toBe(404);
  });

  it('refuses empty, one-word, duplicate and repeated groups with 400 naming the field, changing nothing', async () => {
    const count = async () =>
      (
        (await t.database.db.execute(sql`select count(*)::int as n from search_synonyms`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const before = await count();
    const cases: [object, string][] = [
      [{ words: [] }, 'words'],
      [{ words: ['rice'] }, 'words'],
      [{ words: ['rice', '  '] }, 'words.1'],
      [{ words: ['rice', '!!'] }, 'words.1'],
      [{ words: ['Rice', 'rice '] }, 'words.1'],
      [{ words: ['kapor', 'saree', 'শাড়ি'] }, 'words'],
      [{ words: ['x'.repeat(61), 'y'] }, 'words.0'],
      [{}, 'words'],
    ];
    for (const [body, field] of cases) {
      const res = await call(admin, 'POST', '', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields)).toContain(field);
    }
    expect((await call(admin, 'PUT', '/abc', { words: ['a1', 'b1'] })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('is for catalog staff only', async () => {
    expect((await call(support, 'GET', '')).statusCode).toBe(403);
    expect((await call(support, 'POST', '', { words: ['a1', 'b1'] })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/search/synonyms' })).statusCode).toBe(401);
  });
});
