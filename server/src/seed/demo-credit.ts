import { checkoutInputSchema } from '@bulkbazar/contract';
import type { Db } from '../db/client.js';
import type { Viewer } from '../kernel/viewer.js';
import { createCreditRepo } from '../modules/credit/credit.repo.js';
import { createCreditService } from '../modules/credit/credit.service.js';
import { tinyPdf } from '../modules/verification/tiny-pdf.js';
import { createVerificationRepo } from '../modules/verification/verification.repo.js';
import type { SeedRepo } from './seed.repo.js';
import type { Listed } from './seed-products.js';
import type { SeedServices } from './seed-services.js';

const DAY = 86_400_000;

/**
 * The demo company's trade credit (issue 31 item 7): ৳3,00,000, first on Net 15, on Net 30 since last week; two
 * orders paid on invoice. (Within the demo's 30 days of product views, as every demo order is.)
 */
export const DEMO_CREDIT = {
  limit: 300_000,
  termsDays: 30,
  /** Placed 25 days ago on Net 15: overdue by 10 days, it stops new credit orders until paid. */
  overdue: {
    product: 'Pressure Cooker 5L',
    quantity: 12,
    poNumber: 'AT/PO/2026-104',
    daysAgo: 25,
    termsDays: 15,
  },
  /** Placed 10 days ago on Net 30: its invoice is open, due in 20 days. */
  open: {
    product: 'Electric Kettle 1.8L',
    quantity: 48,
    poNumber: 'AT/PO/2026-121',
    daysAgo: 10,
    termsDays: 30,
  },
} as const;

/**
 * Akter Traders buys on trade credit in the demo: its owner sent the trade licence and an operator verified the
 * company (the verification queue's path), applied for credit, and the operator set ৳3,00,000 on Net 30 (the
 * credit service's checks and audit). The owner then bought twice paying on invoice (the orders service's
 * checkout: the SQL guard, the invoice, the ledger's credit_drawn), and the seed dates the two: one invoice
 * open, one overdue — the credit book's aging report and the company's credit page show both, and the
 * overdue one blocks a third credit checkout until it is paid.
 */
export async function seedDemoCredit(
  tx: Db,
  services: SeedServices,
  repo: SeedRepo,
  listed: Listed[],
  company: { companyId: string; owner: Viewer },
  operator: Viewer,
  now: Date,
) {
  const verification = createVerificationRepo(tx);
  const id = await verification.insert(company.owner.id, company.companyId, [
    {
      kind: 'tradeLicence',
      contentType: 'application/pdf',
      bytes: tinyPdf('Trade licence TRAD/DSCC/2023/04512 (Akter Traders)'),
    },
  ]);
  if (id === false) throw new Error('demo: Akter Traders has a verification waiting already');
  await verification.decide(
    operator,
    id,
    'approved',
    null,
    (row) => ({
      userId: row.applicantId,
      kind: 'verification_decided',
      data: { verificationId: id, decision: 'approved', reason: null, companyName: 'Akter Traders' },
    }),
    {
      action: 'verification.approve',
      target: { type: 'company', id: company.companyId },
      before: { status: 'pending' },
      after: { status: 'approved', verificationId: id },
    },
  );
  const credit = createCreditService(createCreditRepo(tx), { requiresVerifiedCompany: true });
  await credit.apply(company.owner, company.companyId, {
    limit: DEMO_CREDIT.limit,
    termsDays: DEMO_CREDIT.termsDays,
    note: 'Monthly stock for the Bongobazar shop',
  });
  const setTerms = (termsDays: number) =>
    credit.setCredit(operator, company.companyId, { limit: DEMO_CREDIT.limit, termsDays });

  type DemoBuy = (typeof DEMO_CREDIT)['open' | 'overdue'];
  const buyOnInvoice = async (o: DemoBuy) => {
    const found = listed.find((l) => l.productName === o.product);
    if (!found) throw new Error(`Demo credit order: no approved product named ${o.product}`);
    const placed = await services.orders.checkout(
      company.owner,
      checkoutInputSchema.parse({
        items: [{ productId: found.id, quantity: o.quantity }],
        shippingAddress: 'Shop 14, Bongobazar Complex, Fulbaria, Dhaka 1000',
        phoneNumber: '01711000118',
        paymentMethod: 'invoice',
        companyId: company.companyId,
        poNumber: o.poNumber,
      }),
    );
    const order = placed.orders[0]!;
    if (order.paymentStatus !== 'paid')
      throw new Error(`Demo credit order ${o.poNumber} was not placed on credit`);
    return { order, checkoutId: placed.checkoutId, productId: found.id };
  };
  const placedAt = (o: DemoBuy) => new Date(now.getTime() - o.daysAgo * DAY);
  /** Dated as the demo says: placed then, its invoice issued then and due its terms later. */
  const date = async (o: DemoBuy, placed: Awaited<ReturnType<typeof buyOnInvoice>>) => {
    await repo.backdateOrder(placed.order._id, placedAt(o), ['pending']);
    await repo.backdateInvoice(placed.checkoutId, placedAt(o), o.termsDays);
  };
  // Both are bought before either is dated: once the first is past its due date, no credit checkout passes.
  await setTerms(DEMO_CREDIT.overdue.termsDays);
  const overdue = await buyOnInvoice(DEMO_CREDIT.overdue);
  await setTerms(DEMO_CREDIT.open.termsDays);
  const open = await buyOnInvoice(DEMO_CREDIT.open);
  await date(DEMO_CREDIT.overdue, overdue);
  await date(DEMO_CREDIT.open, open);
  return {
    open: open.order,
    overdue: overdue.order,
    // For the demo's product views: each was seen the day it was bought.
    lines: [
      { productId: overdue.productId, placedAt: placedAt(DEMO_CREDIT.overdue) },
      { productId: open.productId, placedAt: placedAt(DEMO_CREDIT.open) },
    ],
  };
}
