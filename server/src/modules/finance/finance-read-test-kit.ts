import type { Db } from '../../db/client.js';
import { payoutRuns, payouts } from '../../db/schema.js';
import { postEntry, type NewEntry } from '../ledger/ledger.repo.js';
import { createOrder } from '../../../test/factories.js';

// Entries posted straight through the ledger's postEntry, with the kinds and accounts of decision 0026, at the
// moments a test names (the real postings are wired at the events by the postings work; these tests read).

/** Dhaka wall-clock time 'YYYY-MM-DDTHH:MM' as an instant. */
export const dhaka = (at: string) => new Date(`${at}:00+06:00`);
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

/** postEntry with the entry's time set (the ledger stamps `now` otherwise). */
export const postAt = (db: Db, at: Date, entry: NewEntry) =>
  postEntry(db, { ...entry, createdAt: at } as NewEntry);

export type DeliveredSale = {
  sellerId: string;
  /** Poisha: the order's total (goods + delivery charge) and its parts. */
  total: number;
  delivery?: number;
  commission: number;
  vat: number;
  at: Date;
  availableAt: Date;
  orderStatus?: string;
  /** When the order was placed (default: three days before its delivery). */
  placedAt?: Date;
};

/** A delivered order of the seller and its `delivered:` entry; answers the order and the seller's part. */
export async function deliveredSale(db: Db, s: DeliveredSale) {
  const order = await createOrder(db, {
    sellerId: s.sellerId,
    totalPoisha: s.total,
    deliveryChargePoisha: s.delivery ?? 0,
    commissionPoisha: s.commission,
    commissionVatPoisha: s.vat,
    orderStatus: s.orderStatus ?? 'delivered',
    createdAt: s.placedAt ?? new Date(s.at.getTime() - 3 * 86_400_000),
  });
  const sellerPart = s.total - s.commission - s.vat;
  await postAt(db, s.at, {
    kind: 'order_delivered',
    key: `delivered:${order.id}`,
    orderId: order.id,
    lines: [
      { account: 'buyer_funds', amountPoisha: s.total },
      { account: `seller_payable:${s.sellerId}`, amountPoisha: -sellerPart, availableAt: s.availableAt },
      { account: 'commission_income', amountPoisha: -s.commission },
      { account: 'vat_payable', amountPoisha: -s.vat },
    ],
  });
  return { order, sellerPart };
}

/** A payout run made at `at`. */
export async function payoutRun(db: Db, at: Date) {
  const [run] = await db.insert(payoutRuns).values({ minimumPoisha: 50_000, createdAt: at }).returning();
  return run!;
}

/** A payout in `runId` to the seller: created (leaves the balance) at `at`, and sent or failed a day later. */
export async function payout(
  db: Db,
  p: {
    runId: string;
    sellerId: string;
    amount: number;
    at: Date;
    outcome?: 'sent' | 'failed';
    reference?: string;
  },
) {
  const [row] = await db
    .insert(payouts)
    .values({
      runId: p.runId,
      sellerId: p.sellerId,
      amountPoisha: p.amount,
      method: 'bank',
      destination: { bank: 'Test Bank' },
      status: p.outcome ?? 'pending',
      reference: p.reference ?? null,
      createdAt: p.at,
    })
    .returning();
  const payable = `seller_payable:${p.sellerId}`;
  await postAt(db, p.at, {
    kind: 'payout_created',
    key: `payout:${row!.id}:created`,
    payoutId: row!.id,
    lines: [
      { account: payable, amountPoisha: p.amount },
      { account: 'payouts_in_transit', amountPoisha: -p.amount },
    ],
  });
  const next = new Date(p.at.getTime() + 86_400_000);
  if (p.outcome === 'sent') {
    await postAt(db, next, {
      kind: 'payout_sent',
      key: `payout:${row!.id}:sent`,
      payoutId: row!.id,
      lines: [
        { account: 'payouts_in_transit', amountPoisha: p.amount },
        { account: 'bank', amountPoisha: -p.amount },
      ],
    });
  }
  if (p.outcome === 'failed') {
    await postAt(db, next, {
      kind: 'payout_failed',
      key: `payout:${row!.id}:failed`,
      payoutId: row!.id,
      lines: [
        { account: 'payouts_in_transit', amountPoisha: p.amount },
        { account: payable, amountPoisha: -p.amount },
      ],
    });
  }
  return row!;
}

/** An adjustment crediting the seller `amount` poisha (negative: debiting), against commission income. */
export const adjustSeller = (db: Db, sellerId: string, amount: number, at: Date, memo: string) =>
  postAt(db, at, {
    kind: 'adjustment',
    key: `adjustment:${sellerId}:${at.toISOString()}:${amount}`,
    memo,
    lines: [
      { account: `seller_payable:${sellerId}`, amountPoisha: -amount },
      { account: 'commission_income', amountPoisha: amount },
    ],
  });

/** RFC 4180 as csv-stringify writes it (quoted cells, doubled quotes), BOM dropped: rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && ch === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else {
      cell += ch;
    }
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
