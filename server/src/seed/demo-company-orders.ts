import { checkoutInputSchema } from '@bulkbazar/contract';
import type { Viewer } from '../kernel/viewer.js';
import type { SeedRepo } from './seed.repo.js';
import type { Listed } from './seed-products.js';
import type { SeedServices } from './seed-services.js';

const HOUR = 3_600_000;

/** The demo company's two checkouts (issue 31 item 7): both over Tanvir Hasan's ৳50,000 limit, each with a PO. */
export const DEMO_COMPANY_ORDERS = {
  /** 30 rice cookers at ৳2,350 (৳70,500): waits for Nusrat Jahan or Rahima Akter to decide. */
  waiting: { product: 'Rice Cooker 2.8L', quantity: 30, poNumber: 'AT/PO/2026-118' },
  /** 96 fry pans at the 72-unit tier's ৳625 (৳60,000): approved by Nusrat Jahan, now pending with its seller. */
  approved: { product: 'Non-Stick Fry Pan 26cm', quantity: 96, poNumber: 'AT/PO/2026-117' },
} as const;

/**
 * Places the demo company's checkouts as its buyer would (the orders service's checkout with companyId and
 * poNumber: the same limit check, the 202's awaiting_approval and stock hold), and approves one as its approver
 * would (the approvals service's conditional UPDATE). Cash on delivery: a checkout waiting for approval is not paid
 * online.
 */
export async function placeDemoCompanyOrders(
  services: SeedServices,
  repo: SeedRepo,
  listed: Listed[],
  company: { companyId: string; buyer: Viewer; approver: Viewer },
  now: Date,
) {
  const place = async ({
    product,
    quantity,
    poNumber,
  }: {
    product: string;
    quantity: number;
    poNumber: string;
  }) => {
    const found = listed.find((l) => l.productName === product);
    if (!found) throw new Error(`Demo company order: no approved product named ${product}`);
    const placed = await services.orders.checkout(
      company.buyer,
      checkoutInputSchema.parse({
        items: [{ productId: found.id, quantity }],
        shippingAddress: 'Shop 14, Bongobazar Complex, Fulbaria, Dhaka 1000',
        phoneNumber: '01711000118',
        paymentMethod: 'cod',
        companyId: company.companyId,
        poNumber,
      }),
    );
    if (!placed.orders.every((o) => o.orderStatus === 'awaiting_approval'))
      throw new Error(`Demo company order ${poNumber}: placed without approval, expected over the limit`);
    return { orderId: placed.orders[0]!._id, checkoutId: placed.checkoutId };
  };
  // Dated as the other demo orders are: placed yesterday and approved an hour later; the waiting one this morning.
  const approved = await place(DEMO_COMPANY_ORDERS.approved);
  await services.approvals.approve(company.approver, approved.checkoutId);
  await repo.backdateOrder(approved.orderId, new Date(now.getTime() - 20 * HOUR), [
    'awaiting_approval',
    'pending',
  ]);
  const waiting = await place(DEMO_COMPANY_ORDERS.waiting);
  await repo.backdateOrder(waiting.orderId, new Date(now.getTime() - 2 * HOUR), ['awaiting_approval']);
  return { waiting, approved };
}
