import { companies, companyMembers } from '../../src/db/schema.js';
import { signUp } from '../auth-helpers.js';
import { call, listing, stock, type Stage, type WritePath } from './stage.js';

/**
 * A company checkout waiting for approval (issue 31 item 2): a buyer with a zero order limit buys 6 of the
 * listing for the company, its stock held (94 left) until an approver decides.
 */
async function waitingCheckout(s: Stage) {
  const l = await listing(s);
  const [owner, buyer] = await Promise.all([signUp(s.app), signUp(s.app)]);
  const [company] = await s.db
    .insert(companies)
    .values({
      name: 'Write Path Traders',
      tradeLicence: 'TRAD/WP/1',
      bin: '1234567890123',
      tin: '123456789012',
      division: 'Dhaka',
      district: 'Dhaka',
      area: 'Dhanmondi',
      address: 'House 3, Road 3',
      createdBy: owner.id,
    })
    .returning({ id: companies.id });
  await s.db.insert(companyMembers).values([
    { companyId: company!.id, userId: owner.id, role: 'owner' },
    { companyId: company!.id, userId: buyer.id, role: 'buyer', orderLimitPoisha: 0 },
  ]);
  const res = await call(s.app, 'POST', '/api/checkout', buyer, {
    items: [{ productId: l.id, quantity: 6 }],
    shippingAddress: 'House 1, Road 1, Dhaka',
    phoneNumber: '01712345678',
    companyId: company!.id,
  });
  if (res.statusCode !== 202) throw new Error(`checkout did not wait: ${res.statusCode} ${res.body}`);
  return { l, owner, checkoutId: res.json().checkoutId as string };
}

// Approvals: a reject gives the held stock back; an approval lets the orders go ahead with the stock as held.
export const APPROVAL_WRITES: WritePath[] = [
  {
    route: 'POST /api/approvals/:checkoutId/reject',
    shows: 'stock-returned',
    scene: async (s) => {
      const { l, owner, checkoutId } = await waitingCheckout(s);
      return {
        watch: l.watch,
        look: stock,
        write: (app) =>
          call(app, 'POST', `/api/approvals/${checkoutId}/reject`, owner, {
            reason: 'Over budget this month',
          }),
        after: [100],
      };
    },
  },
  {
    route: 'POST /api/approvals/:checkoutId/approve',
    keeps: 'the orders go ahead; their stock stays taken as it was held',
    scene: async (s) => {
      const { l, owner, checkoutId } = await waitingCheckout(s);
      return {
        watch: l.watch,
        look: stock,
        write: (app) => call(app, 'POST', `/api/approvals/${checkoutId}/approve`, owner),
      };
    },
  },
  { route: 'PUT /api/companies/:id/settings', keeps: "writes a company's PO rule" },
];
