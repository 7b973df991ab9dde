import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import type { Database } from '../db/client.js';
import { CATEGORIES } from '@bulkbazar/contract';
import { createStockSummaryRepo } from '../modules/stock/stock-summary.repo.js';
import { SEED_IMAGE_VARIANTS, ensureSeedImages } from './images.js';
import { seedDemoData } from './seed.js';

let database: Database;
const quiet = { info: () => {} };
// The whole demo is written once, in the hook (its 60 s allow a loaded machine: the seed takes 5–20 s); the
// tests read it.
const logged: string[] = [];
let seeded: boolean;
beforeAll(async () => {
  database = await createTestDatabase();
  seeded = await seedDemoData(database.db, { info: (m) => logged.push(m) });
});
afterAll(() => database.close());

// Both drivers answer raw SQL with `{ rows }`.
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('demo data', () => {
  it('seeds an empty database once: ≥ 40 approved products in every category, pending ones, orders', async () => {
    expect(seeded).toBe(true);
    expect(await seedDemoData(database.db, quiet)).toBe(false);
    expect(logged).toEqual([
      expect.stringMatching(
        /^Demo data seeded: 4 sellers, 3 buyers, 75 products, \d+ orders from \d+ checkouts \(\d+ with a courier\), \d+ reviews, 2 carts\.$/,
      ),
    ]);

    const byStatus = await rows<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from products group by status`,
    );
    const count = Object.fromEntries(byStatus.map((r) => [r.status, r.n]));
    expect(count.approved).toBeGreaterThanOrEqual(40);
    expect(count.pending).toBeGreaterThan(0);

    const categories = await rows<{ category: string }>(
      sql`select distinct category from products where status = 'approved'`,
    );
    expect(categories.map((c) => c.category).sort()).toEqual(CATEGORIES.map((c) => c.slug).sort());

    // Issue 28 (item 22): the demo's rice and mustard oil were filed under Home & Kitchen Appliances. Food is
    // filed as food, with seven listings of its own like every category; no appliance listing is something to eat.
    const food = await rows<{ product_name: string; status: string }>(
      sql`select product_name, status from products where category = 'food-groceries' order by product_name`,
    );
    expect(food.filter((p) => p.status === 'approved').length).toBeGreaterThanOrEqual(7);
    expect(food.map((p) => p.product_name)).toEqual(
      expect.arrayContaining(['মিনিকেট চাল ৫০ কেজি', 'Mustard Oil 1L (Cold Pressed)']),
    );
    const kitchen = await rows<{ product_name: string }>(
      sql`select product_name from products where category = 'home-kitchen-appliances'`,
    );
    expect(kitchen.map((p) => p.product_name).filter((n) => /rice|oil|চাল|তেল/i.test(n))).toEqual([
      'Rice Cooker 2.8L',
    ]);

    const sellers = await rows<{ n: number }>(sql`select count(distinct seller_id)::int as n from products`);
    expect(sellers[0]!.n).toBeGreaterThanOrEqual(3);
    // More orders than checkouts: some checkouts spanned two sellers.
    const [placed] = await rows<{ orders: number; checkouts: number }>(
      sql`select count(*)::int as orders, count(distinct checkout_id)::int as checkouts from orders`,
    );
    expect(placed!.checkouts).toBeGreaterThan(0);
    expect(placed!.orders).toBeGreaterThan(placed!.checkouts);

    // Issue 28 (item 5): the demo's notifications are in the app only. Their e-mails (to example.com people)
    // went out through a real SMTP_URL ahead of real mail; they are marked skipped, none is left to send.
    const mail = await rows<{ status: string; n: number }>(
      sql`select email_status as status, count(*)::int as n from notifications group by email_status`,
    );
    expect(mail).toEqual([{ status: 'skipped', n: expect.any(Number) }]);
    expect(mail[0]!.n).toBeGreaterThan(100);
  });

  it('shows stock history: a received lot and a write-off on the jeans, a listing under its low-stock line', async () => {
    const moves = await rows<{ reason: string; change: number; note: string | null; variant: boolean }>(sql`
      select m.reason, m.change, m.note, m.variant_id is not null as variant
      from stock_movements m join products p on p.id = m.product_id
      where p.product_name = 'Denim Jeans Slim Fit' and m.actor_id is not null order by m.id`);
    expect(moves.map((m) => [m.reason, m.change, m.variant])).toEqual([
      ['received', 50, true],
      ['damaged', -2, true],
    ]);
    const low = await rows<{ n: number; told: number }>(sql`
      select count(*)::int as n,
        (select count(*)::int from notifications where kind = 'low_stock') as told
      from products where low_stock_threshold is not null and stock <= low_stock_threshold`);
    expect(low[0]).toEqual({ n: 1, told: 1 });
  });

  it("gives the jeans seller's My products summary a stock value and that low-stock line", async () => {
    const [jeans] = await rows<{ seller_id: string }>(
      sql`select seller_id from products where product_name = 'Denim Jeans Slim Fit'`,
    );
    const summary = createStockSummaryRepo(database.db);
    const lines = await summary.lowStock(jeans!.seller_id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ variantId: null, variantLabel: null });
    expect(lines[0]!.stock).toBeLessThanOrEqual(lines[0]!.threshold);
    const value = await summary.stockValue(jeans!.seller_id);
    expect(value.productCount).toBeGreaterThan(1);
    expect(value.valuePoisha).toBeGreaterThan(0);
  });

  it("gives products real ratings: buyers' reviews of delivered orders, some answered by the seller", async () => {
    const [r] = await rows<{ reviews: number; replied: number; undelivered: number; products: number }>(sql`
      select count(*)::int as reviews, count(reply)::int as replied,
        count(*) filter (where o.order_status <> 'delivered')::int as undelivered,
        count(distinct reviews.product_id)::int as products
      from reviews join orders o on o.id = reviews.order_id`);
    expect(r!.reviews).toBeGreaterThanOrEqual(30);
    expect(r!.replied).toBeGreaterThan(0);
    expect(r!.undelivered).toBe(0);
    expect(r!.products).toBeGreaterThanOrEqual(12);
    // Every product's rating is the mean of its reviews, to one decimal, and so is every seller's.
    const wrong = await rows(sql`
      select p.id from products p left join reviews v on v.product_id = p.id and v.removed_at is null
      group by p.id
      having p.review_count <> count(v.id) or p.rating <> coalesce(round(avg(v.stars), 1), 0)`);
    expect(wrong).toEqual([]);
    const sellers = await rows(sql`
      select s.seller_id from seller_ratings s join reviews v on v.seller_id = s.seller_id
      group by s.seller_id having s.review_count <> count(v.id) or s.rating <> round(avg(v.stars), 1)`);
    expect(sellers).toEqual([]);
  });

  // Issue 32: a demo buyer signs in by SMS code (README's accounts), and her orders' news (shipped, delivered…)
  // waits as SMS, sent by the stand-in when the demo starts.
  it('gives Rahima Akter a verified phone, and queues SMS of her orders to it', async () => {
    const [rahima] = await rows<{ id: string; phone_number: string; phone_number_verified: boolean }>(
      sql`select id, phone_number, phone_number_verified from "user" where email = 'rahima.akter@example.com'`,
    );
    expect(rahima).toMatchObject({ phone_number: '+8801711223344', phone_number_verified: true });
    const sms = await rows<{ kind: string; phone_number: string }>(
      sql`select kind, phone_number from sms_messages where user_id = ${rahima!.id}`,
    );
    expect(sms.length).toBeGreaterThan(0);
    expect(new Set(sms.map((m) => m.phone_number))).toEqual(new Set(['+8801711223344']));
    expect(sms.map((m) => m.kind)).toContain('order_shipped');
  });

  // Issue 33: a staff member per role (README's demo accounts), each role given by an administrator's action
  // that the audit trail holds.
  it('adds a moderator, a support and a finance staff member, their roles granted in the audit trail', async () => {
    const staff = await rows<{ email: string; staff_roles: string[] }>(
      sql`select email, staff_roles from "user" where email like '%@bulkbazar.example.com' order by email`,
    );
    expect(staff).toEqual([
      { email: 'finance@bulkbazar.example.com', staff_roles: ['finance'] },
      { email: 'moderator@bulkbazar.example.com', staff_roles: ['moderator'] },
      { email: 'support@bulkbazar.example.com', staff_roles: ['support'] },
    ]);
    const grants = await rows<{ after: { roles: string[] } }>(
      sql`select "after" from audit_log where action = 'user.roles' order by id`,
    );
    expect(grants.map((g) => g.after.roles)).toEqual([['moderator'], ['support'], ['finance']]);
  });

  it('draws every product image locally as a real WebP', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bb-seed-'));
    try {
      await ensureSeedImages(dir);
      const images = await rows<{ image: string }>(sql`select distinct image from products`);
      for (const { image } of images) {
        const meta = await sharp(join(dir, image.replace('/uploads/', ''))).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("copies the build's pictures instead of drawing them, and leaves a picture already there alone", async () => {
    const drawn = await mkdtemp(join(tmpdir(), 'bb-drawn-'));
    const uploads = await mkdtemp(join(tmpdir(), 'bb-seed-'));
    try {
      await ensureSeedImages(drawn, undefined);
      // Bytes no drawing makes: the copy is what the build's folder holds.
      await writeFile(join(drawn, 'seed', 'food-groceries-2.webp'), 'from the build');
      await mkdir(join(uploads, 'seed'));
      await writeFile(join(uploads, 'seed', 'health-beauty-0.webp'), 'already there');
      await ensureSeedImages(uploads, drawn);
      expect(await readdir(join(uploads, 'seed'))).toHaveLength(CATEGORIES.length * SEED_IMAGE_VARIANTS);
      expect(await readFile(join(uploads, 'seed', 'food-groceries-2.webp'), 'utf8')).toBe('from the build');
      expect(await readFile(join(uploads, 'seed', 'health-beauty-0.webp'), 'utf8')).toBe('already there');
      expect(await readFile(join(uploads, 'seed', 'fashion-apparel-6.webp'))).toEqual(
        await readFile(join(drawn, 'seed', 'fashion-apparel-6.webp')),
      );
    } finally {
      await rm(drawn, { recursive: true, force: true });
      await rm(uploads, { recursive: true, force: true });
    }
  });
});
