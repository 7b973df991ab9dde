import { poishaToTaka, type FinanceSummary, type FinanceSummaryQuery } from '@bulkbazar/contract';
import type { FinanceSummaryRepo } from './finance-read-summary.repo.js';
import { summaryDays } from './finance-read-dates.js';

// The operator's Finance overview (issue 29 item 9). Definitions (README "Marketplace money API"):
// gmv — the totals of orders placed in the range, not cancelled and not waiting for their online payment;
// commission, vat, refunds, paidOut — what moved through those accounts in the range; owedToSellers,
// owedBySellers, codOutstanding — balances at the range's end; trialBalance — the whole books, now.

/** The couriers whose cash the shop books (modules/ledger/accounts.ts COURIERS): each listed, zero or not. */
const COURIERS = ['steadfast', 'pathao', 'redx'] as const;

export type FinanceSummaryDeps = {
  repo: FinanceSummaryRepo;
  /** The sum of every line of the ledger (modules/ledger: ledgerQueries.trialBalance). */
  trialBalance: () => Promise<number>;
  now?: () => Date;
};

export function createFinanceSummaryService({
  repo,
  trialBalance,
  now = () => new Date(),
}: FinanceSummaryDeps) {
  return {
    async summary(query: FinanceSummaryQuery): Promise<FinanceSummary> {
      const range = summaryDays(query, now());
      const [byDay, balances, trial] = await Promise.all([
        repo.byDay(range.start, range.end),
        repo.balancesBefore(range.end),
        trialBalance(),
      ]);
      const days = range.days.map((date) => ({ date, ...byDay.get(date) }));
      const total = (
        key: 'gmvPoisha' | 'orders' | 'commissionPoisha' | 'vatPoisha' | 'refundsPoisha' | 'paidOutPoisha',
      ) => days.reduce((sum, d) => sum + (d[key] ?? 0), 0);
      let owedTo = 0;
      let owedBy = 0;
      const cod = new Map<string, number>(COURIERS.map((c) => [c, 0]));
      for (const { account, balancePoisha } of balances) {
        if (account.startsWith('seller_payable:')) {
          // The payable is a credit: a negative balance is owed to the seller.
          if (balancePoisha < 0) owedTo -= balancePoisha;
          else owedBy += balancePoisha;
        } else {
          const courier = account.slice('cod_receivable:'.length);
          cod.set(courier, (cod.get(courier) ?? 0) + balancePoisha);
        }
      }
      const codTotal = [...cod.values()].reduce((a, b) => a + b, 0);
      return {
        from: range.from,
        to: range.to,
        gmv: poishaToTaka(total('gmvPoisha')),
        orders: total('orders'),
        commission: poishaToTaka(total('commissionPoisha')),
        vat: poishaToTaka(total('vatPoisha')),
        owedToSellers: poishaToTaka(owedTo),
        owedBySellers: poishaToTaka(owedBy),
        paidOut: poishaToTaka(total('paidOutPoisha')),
        codOutstanding: {
          total: poishaToTaka(codTotal),
          byCourier: [...cod].map(([courier, amount]) => ({ courier, amount: poishaToTaka(amount) })),
        },
        refunds: poishaToTaka(total('refundsPoisha')),
        trialBalance: poishaToTaka(trial),
        byDay: days.map((d) => ({
          date: d.date,
          gmv: poishaToTaka(d.gmvPoisha ?? 0),
          commission: poishaToTaka(d.commissionPoisha ?? 0),
          refunds: poishaToTaka(d.refundsPoisha ?? 0),
        })),
      };
    },
  };
}

export type FinanceSummaryService = ReturnType<typeof createFinanceSummaryService>;
