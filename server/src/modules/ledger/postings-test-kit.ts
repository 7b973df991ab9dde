import { asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Courier } from '@bulkbazar/contract';
import { FAKE_COURIER_PATHS } from '../../config.js';
import type { Db } from '../../db/client.js';
import { ledgerEntries, ledgerLines, orders } from '../../db/schema.js';
import type { Session } from '../../../test/auth-helpers.js';
import type { PaymentsShop } from '../payments/payments-test-kit.js';
import { ledgerQueries } from './ledger.repo.js';

// Reading the books in the postings tests (entries by their event key, each line as posted) and driving an
// order through its seller's moves and a courier stand-in, as the shop's pages and the couriers do.

export type PostedLine = { account: string; amountPoisha: number; availableAt: Date };
export type Posted = {
  key: string;
  kind: string;
  orderId: string | null;
  checkoutId: string | null;
  /** By account, so a test can compare them whole. */
  lines: Record<string, number>;
  raw: PostedLine[];
};

async function withLines(db: Db, entries: (typeof ledgerEntries.$inferSelect)[]): Promise<Posted[]> {
  if (entries.length === 0) return [];
  const lines = await db
    .select()
    .from(ledgerLines)
    .where(
      inArray(
        ledgerLines.entryId,
        entries.map((e) => e.id),
      ),
    )
    .orderBy(asc(ledgerLines.id));
  return entries.map((e) => {
    const raw = lines
      .filter((l) => l.entryId === e.id)
      .map((l) => ({ account: l.account, amountPoisha: l.amountPoisha, availableAt: l.availableAt }));
    const byAccount: Record<string, number> = {};
    for (const l of raw) byAccount[l.account] = (byAccount[l.account] ?? 0) + l.amountPoisha;
    return { key: e.key, kind: e.kind, orderId: e.orderId, checkoutId: e.checkoutId, lines: byAccount, raw };
  });
}

export function books(db: Db) {
  const q = ledgerQueries(db);
  return {
    ...q,
    /** The entry posted for an event, or undefined. */
    entry: async (key: string) =>
      (await withLines(db, await db.select().from(ledgerEntries).where(eq(ledgerEntries.key, key))))[0],
    /** Every entry whose key starts with `prefix`, oldest first. */
    entriesLike: async (prefix: string) =>
      withLines(
        db,
        await db
          .select()
          .from(ledgerEntries)
          .where(like(ledgerEntries.key, `${prefix}%`))
          .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.key)),
      ),
    /** The keys of the entries about an order or its checkout, sorted. */
    keysAbout: async (o: { orderId?: string; checkoutId?: string }) =>
      (
        await db
          .select({ key: ledgerEntries.key })
          .from(ledgerEntries)
          .where(
            o.orderId ? eq(ledgerEntries.orderId, o.orderId) : eq(ledgerEntries.checkoutId, o.checkoutId!),
          )
      )
        .map((r) => r.key)
        .sort(),
    /** The entries whose lines do not sum to zero (the database refuses them at commit: always none). */
    unbalanced: async () =>
      db
        .select({ entryId: ledgerLines.entryId })
        .from(ledgerLines)
        .groupBy(ledgerLines.entryId)
        .having(sql`sum(${ledgerLines.amountPoisha}) <> 0`),
    /** How many lines the ledger holds (a replay must add none). */
    lineCount: async () => (await db.select({ id: ledgerLines.id }).from(ledgerLines)).length,
  };
}

export const orderRow = async (db: Db, id: string) =>
  (await db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** The seller (or an admin) moves an order one status on (the step they saw first), as the dashboard does. */
export async function moveOrder(shop: PaymentsShop, who: Session, id: string, from: string, to: string) {
  const res = await shop.call(who, 'POST', `/api/orders/${id}/status`, { from, status: to });
  if (res.status !== 200) throw new Error(`move ${from} → ${to} answered ${res.status}: ${res.text}`);
  return res;
}

/** The seller walks an order from pending to `to` one step at a time. */
export async function walkOrder(shop: PaymentsShop, seller: Session, id: string, to: string) {
  const path = ['pending', 'processing', 'shipped', 'delivered'];
  for (let i = 0; path[i] !== to; i++) await moveOrder(shop, seller, id, path[i]!, path[i + 1]!);
}

/** A processing order booked with a courier stand-in: answers its consignment id. */
export async function bookCourier(shop: PaymentsShop, seller: Session, id: string, courier: Courier) {
  const booked = await shop.call(seller, 'POST', `/api/orders/${id}/shipment`, { courier });
  if (booked.status !== 200) throw new Error(`booking answered ${booked.status}: ${booked.text}`);
  return (await orderRow(shop.db, id)).consignmentId!;
}

/** The stand-in reports a status (and, delivered, the cash it collected) to the shop, as the courier would. */
export async function courierReports(
  shop: PaymentsShop,
  admin: Session,
  courier: Courier,
  consignmentId: string,
  status: 'delivered' | 'returned' | 'in_transit',
  collectedTaka?: number,
) {
  const sent = await shop.call(admin, 'POST', `${FAKE_COURIER_PATHS[courier]}/_control/status`, {
    consignment_id: consignmentId,
    status,
    ...(collectedTaka === undefined ? {} : { collected: collectedTaka }),
  });
  if (sent.status !== 200) throw new Error(`the stand-in answered ${sent.status}: ${sent.text}`);
  return sent.body as { status: number };
}

export const DAY_MS = 86_400_000;
