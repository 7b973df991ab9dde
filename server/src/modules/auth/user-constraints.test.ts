import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/client.js';
import { MIGRATIONS_DIR } from '../../db/migrate.js';
import { users } from '../../db/schema.js';
import { toStoredImage, toStoredName, withStoredUserFields } from './user-fields.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const insertUser = (values: Partial<typeof users.$inferInsert>) =>
  database.db.insert(users).values({
    id: randomUUID(),
    name: 'Fine Name',
    email: `${randomUUID()}@example.com`,
    ...values,
  });

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error). */
async function failure(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
    return undefined;
  } catch (err) {
    for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
      if (typeof e.code === 'string') return e.code;
    }
    throw err;
  }
}

describe('the users table holds the name, image and role rules itself', () => {
  it.each([
    ['an empty name', { name: '' }],
    ['a name of 81 characters', { name: 'x'.repeat(81) }],
    ['a name of 900,000 characters', { name: 'x'.repeat(900_000) }],
    ['a name with a space in front', { name: ' Padded' }],
    ['a name ending in a newline', { name: 'Padded\n' }],
    ['a javascript: image', { image: 'javascript:alert(1)' }],
    ['a data: image', { image: 'data:image/svg+xml,<svg onload=alert(1)>' }],
    ['a plain-http image', { image: 'http://photos.example.com/a.jpg' }],
    ['an image URL of 1,001 characters', { image: `https://x.example/${'a'.repeat(983)}` }],
    ['a made-up role', { role: 'superuser' }],
  ])('refuses %s (CHECK violation)', async (_label, values) => {
    expect(await failure(insertUser(values))).toBe('23514');
  });

  it.each([
    ['the shortest name', { name: 'A' }],
    ['a name of 80 characters, Bangla included', { name: 'রহিমা '.repeat(13) + 'ab' }],
    ['an uploaded photo', { image: '/uploads/u/7f1c.webp' }],
    ['a Google photo', { image: 'https://lh3.googleusercontent.com/a/photo=s96-c' }],
    ['no photo', { image: null }],
    ['an admin', { role: 'admin' }],
  ])('accepts %s', async (_label, values) => {
    expect(await failure(insertUser(values))).toBeUndefined();
  });
});

describe('migration 0007 mends existing rows before adding the constraints', () => {
  it('demotes made-up roles, drops bad images, trims and cuts names, and then holds the rules', async () => {
    const { db } = database;
    const file = join(MIGRATIONS_DIR, '0007_users_checks.sql');
    const statements = (await readFile(file, 'utf8'))
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
    // The database as it was before: without the constraints, holding what the auth library let in.
    for (const name of ['user_name_check', 'user_image_check', 'user_role_check']) {
      await db.execute(sql.raw(`ALTER TABLE "user" DROP CONSTRAINT ${name}`));
    }
    const rows = {
      empty: { name: '', email: 'empty.name@example.com' },
      blank: { name: '   ', email: '  @example.com' },
      huge: { name: `  ${'Long '.repeat(180_000)}`, email: 'huge@example.com' },
      padded: { name: '\tKarim Traders \n', email: 'padded@example.com', image: 'javascript:alert(1)' },
      http: { name: 'Plain', email: 'plain@example.com', image: 'http://photos.example.com/a.jpg' },
      boss: { name: 'Boss', email: 'boss@example.com', role: 'superuser' },
      fine: { name: 'Fine', email: 'fine@example.com', image: '/uploads/u/a.webp', role: 'admin' },
    };
    const ids: Record<string, string> = {};
    for (const [key, values] of Object.entries(rows)) {
      ids[key] = randomUUID();
      await db.insert(users).values({ id: ids[key], ...values });
    }

    for (const statement of statements) await db.execute(sql.raw(statement));

    const read = async (key: string) => (await db.select().from(users).where(eq(users.id, ids[key]!)))[0]!;
    expect(await read('empty')).toMatchObject({ name: 'empty.name' });
    expect((await read('blank')).name).toBe('Trader');
    const huge = await read('huge');
    expect(huge.name.length).toBeLessThanOrEqual(80);
    expect(huge.name).toMatch(/^Long( Long)*$/);
    expect(await read('padded')).toMatchObject({ name: 'Karim Traders', image: null });
    expect(await read('http')).toMatchObject({ name: 'Plain', image: null });
    expect(await read('boss')).toMatchObject({ role: 'user' });
    expect(await read('fine')).toMatchObject({ name: 'Fine', image: '/uploads/u/a.webp', role: 'admin' });
    // The constraints are back.
    expect(await failure(insertUser({ name: '' }))).toBe('23514');
    expect(await failure(insertUser({ role: 'superuser' }))).toBe('23514');
  });
});

describe('what the auth library stores from elsewhere (a Google profile) is brought within the rules', () => {
  it('trims and cuts names, falls back to the email, keeps only our or https images', () => {
    expect(toStoredName('  Nusrat  ')).toBe('Nusrat');
    expect(toStoredName('x'.repeat(200))).toBe('x'.repeat(80));
    expect(toStoredName(`${'a'.repeat(79)} b`)).toBe('a'.repeat(79));
    expect(toStoredName('😀'.repeat(100))).toBe('😀'.repeat(80));
    expect(toStoredName('', 'rahim.uddin@example.com')).toBe('rahim.uddin');
    expect(toStoredName(undefined, undefined)).toBe('Trader');
    expect(toStoredImage('https://lh3.googleusercontent.com/a/x')).toBe(
      'https://lh3.googleusercontent.com/a/x',
    );
    expect(toStoredImage('/uploads/u/a.webp')).toBe('/uploads/u/a.webp');
    for (const bad of [
      'http://x.example/a.jpg',
      'javascript:alert(1)',
      'data:,x',
      `https://x/${'a'.repeat(1000)}`,
      7,
    ]) {
      expect(toStoredImage(bad)).toBeNull();
    }
    // Only the fields present are touched (an update of emailVerified leaves the name alone).
    expect(withStoredUserFields({ emailVerified: true })).toEqual({ emailVerified: true });
    expect(withStoredUserFields({ name: ' A ', image: 'http://x/y', email: 'a@b.c' })).toEqual({
      name: 'A',
      image: null,
      email: 'a@b.c',
    });
  });
});
