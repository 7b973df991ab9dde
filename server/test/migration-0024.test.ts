import { DEFAULT_CONTENT } from '@bulkbazar/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { createContentRepo } from '../src/modules/content/content.repo.js';
import { emptyDatabase, migrateTo } from './migration-helpers.js';

// Migration 0024 (issue 28, item 15): the default FAQ said "We do not send tracking numbers, emails or SMS" and
// "2-5 business days" beside every order's 5/10-day promise. A shop whose saved FAQ still holds those default
// answers gets the new ones; whatever an admin wrote stays as written.

const OLD = {
  delivery:
    'Sellers usually deliver within 2-5 business days. My Orders shows when your order is processing, shipped and delivered.',
  deliveryBn:
    'বিক্রেতারা সাধারণত ২-৫ কর্মদিবসের মধ্যে ডেলিভারি দেন। আপনার অর্ডার কখন প্রক্রিয়াধীন, পাঠানো ও ডেলিভারি হলো, তা ‘আমার অর্ডার’-এ দেখা যায়।',
  tracking:
    'Sign in and open My Orders: each order shows its status (pending, processing, shipped, delivered). We do not send tracking numbers, emails or SMS.',
  trackingBn:
    'সাইন ইন করে ‘আমার অর্ডার’ খুলুন: প্রতিটি অর্ডারের স্ট্যাটাস (অপেক্ষমাণ, প্রক্রিয়াধীন, পাঠানো হয়েছে, ডেলিভারি হয়েছে) সেখানে দেখা যায়। আমরা ট্র্যাকিং নম্বর, ইমেইল বা SMS পাঠাই না।',
};
const NEW_DELIVERY = DEFAULT_CONTENT.faq[0]!;
const NEW_TRACKING = DEFAULT_CONTENT.faq.at(-1)!;

// The saved document as an admin of the previous round left it: the delivery answer untouched, the tracking
// answer's English rewritten (its Bengali not), one question of their own, the merchant numbers set.
const ADMINS_TRACKING = 'Call us on 01711000000 and we will tell you where your parcel is.';
const OWN = {
  question: 'Do you deliver to Sylhet?',
  answer: 'Yes, sellers there deliver in 2-5 business days.',
};
const saved = {
  ...DEFAULT_CONTENT,
  faq: [
    { ...NEW_DELIVERY, answer: OLD.delivery, answerBn: OLD.deliveryBn },
    ...DEFAULT_CONTENT.faq.slice(1, -1),
    OWN,
    { ...NEW_TRACKING, answer: ADMINS_TRACKING, answerBn: OLD.trackingBn },
  ],
  merchantNumbers: { bkash: '01700000001' },
};

let database: Database;
let drop: () => Promise<void>;
let before: unknown;

beforeAll(async () => {
  let url: string | undefined;
  ({ database, url, drop } = await emptyDatabase());
  await migrateTo(database, url, 23);
  await database.db.execute(
    sql`insert into site_content (key, value) values ('home', ${JSON.stringify(saved)}::jsonb)`,
  );
  await database.db.execute(
    sql`insert into site_content (key, value) values ('other', ${JSON.stringify({ faq: [{ answer: OLD.delivery }] })}::jsonb)`,
  );
  before = await createContentRepo(database.db).get();
  await runMigrations(database, url);
}, 120_000);

afterAll(async () => drop());

describe('migration 0024: the default FAQ says what the shop does', () => {
  it('replaces the old default answers still saved, in each language, and keeps what an admin wrote', async () => {
    expect(before).toEqual(saved);
    const after = await createContentRepo(database.db).get();
    expect(after.faq).toEqual([
      NEW_DELIVERY,
      ...DEFAULT_CONTENT.faq.slice(1, -1),
      OWN,
      { ...NEW_TRACKING, answer: ADMINS_TRACKING },
    ]);
    expect(after.merchantNumbers).toEqual({ bkash: '01700000001' });
    expect(after.heroTitle).toBe(saved.heroTitle);
  });

  it('changes only the home document', async () => {
    const [other] = (
      (await database.db.execute(sql`select value from site_content where key = 'other'`)) as unknown as {
        rows: { value: unknown }[];
      }
    ).rows;
    expect(other!.value).toEqual({ faq: [{ answer: OLD.delivery }] });
  });
});
