import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asCookie, signUpAdmin, type Session } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import type { ChannelHandlers, Database } from './client.js';
import { watchSettings } from './watched-settings.js';

// Issue 19: the settings every checkout reads are kept in memory, and a change to them — through the admin's
// routes or an operator's SQL — is heard (migration 0021's NOTIFY) and read afresh.

/** Settings over a database whose channel the test drives: listening starts, is lost, and what is announced. */
async function drivenChannel() {
  let handlers: ChannelHandlers | undefined;
  const database = {
    listen: async (_channel: string, h: ChannelHandlers) => {
      handlers = h;
      return async () => {};
    },
  } as unknown as Database;
  return { settings: await watchSettings(database), channel: () => handlers! };
}

async function drivenSettings() {
  const { settings, channel } = await drivenChannel();
  let reads = 0;
  let value = 'first';
  const rates = settings.watch(['delivery_rate_bands'], async () => {
    reads++;
    return value;
  });
  return {
    rates,
    channel,
    reads: () => reads,
    set: (next: string) => (value = next),
  };
}

describe('settings kept in memory', () => {
  it('reads every time until listening; then once, until its own table is announced', async () => {
    const s = await drivenSettings();
    await s.rates.get();
    await s.rates.get();
    expect(s.reads()).toBe(2);
    s.channel().onListening!();
    expect(await s.rates.get()).toBe('first');
    expect(await s.rates.get()).toBe('first');
    expect(s.reads()).toBe(3);
    s.set('second');
    s.channel().onPayload('site_content');
    expect(await s.rates.get()).toBe('first');
    s.channel().onPayload('delivery_rate_bands');
    expect(await s.rates.get()).toBe('second');
    expect(s.reads()).toBe(4);
  });

  it('reads a query builder once: its query runs at every await, so what is kept is the settled answer', async () => {
    const { settings, channel } = await drivenChannel();
    let runs = 0;
    // Like drizzle's query builders: a thenable that runs its query each time it is awaited.
    const builder = {
      then: (resolve: (rows: string[]) => unknown, reject: (e: unknown) => unknown) => {
        runs++;
        return Promise.resolve(['band']).then(resolve, reject);
      },
    };
    const bands = settings.watch(['delivery_rate_bands'], () => builder as unknown as Promise<string[]>);
    channel().onListening!();
    expect(await bands.get()).toEqual(['band']);
    expect(await bands.get()).toEqual(['band']);
    expect(await bands.get()).toEqual(['band']);
    expect(runs).toBe(1);
  });

  it('keeps nothing while the channel is lost, and nothing read before a change it missed', async () => {
    const s = await drivenSettings();
    s.channel().onListening!();
    await s.rates.get();
    s.channel().onLost!();
    s.set('changed while deaf');
    expect(await s.rates.get()).toBe('changed while deaf');
    await s.rates.get();
    expect(s.reads()).toBe(3);
    s.channel().onListening!();
    // A read under way when a change is announced is answered, but not kept.
    const during = s.rates.get();
    s.set('after');
    s.channel().onPayload('delivery_rate_bands');
    await during;
    expect(await s.rates.get()).toBe('after');
  });
});

describe('settings changed behind the app’s back', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signUpAdmin(t.app, t.database.db);
  });
  afterAll(() => t?.close());

  const get = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: asCookie(admin) })).json();

  it('an operator’s SQL to the delivery table and the site content reaches the next reads', async () => {
    expect((await get('/api/admin/delivery-rates')).bands).toEqual([]);
    await get('/api/content');
    await t.database.db.execute(sql`insert into delivery_rate_bands
      (position, up_to_grams, dhaka_city_poisha, dhaka_suburbs_poisha, elsewhere_poisha)
      values (0, null, 7000, 9000, 12000)`);
    await t.database.db.execute(
      sql`insert into site_content (key, value) values ('home', ${JSON.stringify({
        ...(await get('/api/content')),
        codAdvance: { above: 5000, percent: 20 },
      })}::jsonb) on conflict (key) do update set value = excluded.value`,
    );
    // Heard within milliseconds (the NOTIFY travels at commit), not necessarily before the next line.
    await vi.waitFor(
      async () => {
        expect((await get('/api/admin/delivery-rates')).bands).toEqual([
          { upToKg: null, charges: { dhaka_city: 70, dhaka_suburbs: 90, elsewhere: 120 } },
        ]);
        expect((await get('/api/content')).codAdvance).toEqual({ above: 5000, percent: 20 });
      },
      { timeout: 2_000, interval: 20 },
    );
  });
});
