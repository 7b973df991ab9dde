import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { formatTaka, poishaToTaka } from '@bulkbazar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, type Session } from '../../../test/auth-helpers.js';
import { startPaymentsShop, type PaymentsShop } from '../payments/payments-test-kit.js';
import { orderRow, walkOrder } from '../ledger/postings-test-kit.js';
import { BKASH_WALLET, setMethod } from './payouts-test-kit.js';

// The reads over the real postings (not entries posted by the test): a bKash order paid through the stand-in,
// delivered by its seller (return window 0 days here: available at once), paid out in a run and marked sent —
// the seller's Finance, the order's parts, the payout, the commission invoice and the operator's overview agree.
let shop: PaymentsShop;
let admin: Session;
let seller: Session;
let orderId: string;
let dir: string;
const run = promisify(execFile);

beforeAll(async () => {
  shop = await startPaymentsShop({ RETURN_WINDOW_DAYS: '0' });
  admin = await shop.signUpAdmin();
  seller = await shop.signUp('Journey Seller');
  dir = await mkdtemp(join(tmpdir(), 'bb-journey-'));
  const product = await shop.product({ price: 890, stock: 100, sellerId: seller.id });
  const buyer = await shop.signUp('Journey Buyer');
  const placed = await shop.placeOnline(buyer, [{ productId: product.id, quantity: 10 }], 'bkash_online');
  await shop.followBkash(await shop.decideBkash(placed.payment.redirectUrl, 'approve'));
  orderId = placed.orderIds[0]!;
  await walkOrder(shop, seller, orderId, 'delivered');
}, 60_000);
afterAll(async () => {
  await shop?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (who: Session, url: string) => shop.t.app.inject({ method: 'GET', url, headers: asCookie(who) });

describe('a delivered order through to its payout, as the reads show it', () => {
  it("the order's money is available to its seller, in parts that add up", async () => {
    const row = await orderRow(shop.db, orderId);
    const net = row.totalPoisha - row.commissionPoisha - row.commissionVatPoisha;
    const finance = (await get(seller, '/api/seller/finance')).json();
    expect(finance).toMatchObject({ available: poishaToTaka(net), pending: 0, paidOut: 0 });
    expect(finance.entries).toEqual([
      expect.objectContaining({
        kind: 'order_delivered',
        orderId,
        amount: poishaToTaka(net),
        available: true,
      }),
    ]);
    const [order] = (await get(seller, '/api/seller/finance/orders')).json().orders;
    expect(order).toMatchObject({
      orderId,
      goods: poishaToTaka(row.totalPoisha - row.deliveryChargePoisha),
      commission: poishaToTaka(row.commissionPoisha),
      vat: poishaToTaka(row.commissionVatPoisha),
      net: poishaToTaka(net),
      state: 'available',
    });
  });

  it('a payout run pays it; once sent it is paid out, its invoice lists the commission, the books balance', async () => {
    const row = await orderRow(shop.db, orderId);
    const net = row.totalPoisha - row.commissionPoisha - row.commissionVatPoisha;
    await setMethod(shop.db, seller.id, BKASH_WALLET);
    const created = await shop.call(
      admin,
      'POST',
      '/api/admin/payout-runs',
      { sellerIds: [seller.id] },
      {
        'idempotency-key': 'journey-run-1',
      },
    );
    expect(created.status, created.text).toBe(200);
    const payout = (created.body.payouts as { id: string; sellerId: string }[]).find(
      (p) => p.sellerId === seller.id,
    )!;
    const runId = (created.body.run as { id: string }).id;
    const inTransit = (await get(seller, '/api/seller/finance')).json();
    expect(inTransit).toMatchObject({ available: 0, inTransit: poishaToTaka(net), paidOut: 0 });

    const sent = await shop.call(admin, 'POST', `/api/admin/payouts/${payout.id}/sent`, {
      reference: 'BKASH-B2C-42',
    });
    expect(sent.status, sent.text).toBe(200);
    const after = (await get(seller, '/api/seller/finance')).json();
    expect(after).toMatchObject({ available: 0, inTransit: 0, paidOut: poishaToTaka(net) });
    expect((await get(seller, '/api/seller/finance/orders')).json().orders[0].state).toBe('paid_out');
    expect((await get(seller, '/api/seller/finance/payouts')).json().payouts[0]).toMatchObject({
      runId,
      status: 'sent',
      reference: 'BKASH-B2C-42',
    });

    const pdf = await get(seller, `/api/seller/finance/commission-invoices/${runId}.pdf`);
    expect(pdf.statusCode).toBe(200);
    const file = join(dir, 'invoice.pdf');
    await writeFile(file, pdf.rawPayload);
    const text = (await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'])).stdout.replace(
      /[ \t]+/g,
      ' ',
    );
    expect(text).toContain(orderId);
    expect(text).toContain(
      `Total commission with VAT ${formatTaka(poishaToTaka(row.commissionPoisha + row.commissionVatPoisha))}`,
    );

    const summary = (await get(admin, '/api/admin/finance/summary')).json();
    expect(summary).toMatchObject({ paidOut: poishaToTaka(net), owedToSellers: 0, trialBalance: 0 });
    expect(summary.commission).toBeGreaterThanOrEqual(poishaToTaka(row.commissionPoisha));
  });
});
