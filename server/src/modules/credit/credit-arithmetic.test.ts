import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyCredit, creditInvoices } from '../../db/schema.js';
import { signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createPostings } from '../ledger/postings.js';
import { balanceOf, companyWithCredit } from './credit-test-kit.js';
import { createCreditPort } from './credit-port.js';
import { createCreditRepo } from './credit.repo.js';

// The credit arithmetic, poisha-exact, over generated histories (issue 31 "Done when"): any sequence of draws,
// releases of part of an order and payments (named invoices or an amount oldest due first) keeps the books
// agreeing — used = what is left unpaid on open invoices = what the ledger says the company owes — never lets
// used pass the limit, keeps every invoice 0 ≤ paid ≤ amount, and voids an invoice with nothing left.
let t: TestApp;
let operator: Session;
beforeAll(async () => {
  t = await buildTestApp({ WRITE_RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_MAX: '10000' });
  operator = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

type Op =
  | { kind: 'draw'; amount: number }
  | { kind: 'release'; which: number; amount: number }
  | { kind: 'payAmount'; amount: number }
  | { kind: 'payInvoice'; which: number };

const poisha = fc.integer({ min: 1, max: 400_000 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('draw' as const), amount: poisha }),
  fc.record({ kind: fc.constant('release' as const), which: fc.nat(20), amount: poisha }),
  fc.record({ kind: fc.constant('payAmount' as const), amount: poisha }),
  fc.record({ kind: fc.constant('payInvoice' as const), which: fc.nat(20) }),
);

describe('credit arithmetic', () => {
  it('keeps used = unpaid open invoices = the receivable, within the limit, on any history', async () => {
    const repo = createCreditRepo(t.database.db);
    const postings = createPostings({ returnWindowDays: 7 });
    const port = createCreditPort(repo, t.database.db, postings);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 100_000, max: 1_000_000 }),
        fc.array(opArb, { minLength: 1, maxLength: 14 }),
        async (limitPoisha, ops) => {
          const { id } = await companyWithCredit(t, operator, limitPoisha / 100);
          const drawn: string[] = [];
          let clock = Date.now();
          for (const op of ops) {
            clock += 60_000;
            const now = new Date(clock);
            if (op.kind === 'draw') {
              const checkoutId = randomUUID();
              const out = await port.draw(id, checkoutId, op.amount, now);
              if ('invoice' in out) drawn.push(checkoutId);
            } else if (op.kind === 'release' && drawn.length > 0) {
              const checkoutId = drawn[op.which % drawn.length]!;
              const order = { id: randomUUID(), checkoutId, companyId: id, paymentMethod: 'invoice' };
              await t.database.db.transaction((tx) =>
                port.releaseOrders(tx as never, [{ ...order, totalPoisha: op.amount }]),
              );
            } else if (op.kind === 'payAmount' || op.kind === 'payInvoice') {
              const open = (await repo.invoices(id)).filter((i) => i.status === 'open');
              if (open.length === 0) continue;
              const what =
                op.kind === 'payAmount'
                  ? { amountPoisha: op.amount }
                  : { invoiceIds: [open[op.which % open.length]!.id] };
              await repo.pay(null, id, what, null, now, (tx, applied) =>
                postings(tx)
                  .creditRepaid({
                    paymentId: randomUUID(),
                    companyId: id,
                    amountPoisha: applied.amountPoisha,
                    into: { bank: true },
                  })
                  .then(() => undefined),
              );
            }
          }
          const [credit] = await t.database.db
            .select()
            .from(companyCredit)
            .where(eq(companyCredit.companyId, id));
          const invoices = await t.database.db
            .select()
            .from(creditInvoices)
            .where(eq(creditInvoices.companyId, id));
          const unpaid = invoices
            .filter((i) => i.status === 'open')
            .reduce((sum, i) => sum + i.amountPoisha - i.paidPoisha, 0);
          expect(credit!.usedPoisha).toBe(unpaid);
          expect(credit!.usedPoisha).toBeLessThanOrEqual(credit!.limitPoisha);
          expect(await balanceOf(t, `credit_receivable:${id}`)).toBe(unpaid);
          for (const i of invoices) {
            expect(i.paidPoisha).toBeGreaterThanOrEqual(0);
            expect(i.paidPoisha).toBeLessThanOrEqual(i.amountPoisha);
            if (i.status === 'open') expect(i.paidPoisha).toBeLessThan(i.amountPoisha);
            if (i.status === 'void') expect(i.amountPoisha).toBe(0);
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});
