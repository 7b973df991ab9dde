import {
  poishaToTaka,
  type SellerFinance,
  type SellerFinanceOrders,
  type SellerFinanceQuery,
  type SellerLedgerLine,
  type SellerPayouts,
} from '@bulkbazar/contract';
import type { PageRequest } from '../../kernel/pagination.js';
import { pageOffset, toPage } from '../../kernel/pagination.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { FinanceReadRepo, SellerLineRow, SellerOrderRow, SellerPayoutRow } from './finance-read.repo.js';
import { monthSpan } from './finance-read-dates.js';

// A seller's finance (issue 29 item 9): every signed-in user may sell, and each reads only their own books —
// the viewer's id is the only seller these functions are ever asked about.

export type SellerBalance = (sellerId: string, now?: Date) => Promise<{ available: number; pending: number }>;

export type FinanceReadDeps = {
  repo: FinanceReadRepo;
  /** The ledger's split of a seller's balance at a moment (modules/ledger: ledgerQueries.sellerBalance). */
  sellerBalance: SellerBalance;
  payoutMinimumPoisha: number;
  now?: () => Date;
};

const taka = poishaToTaka;

export const toLedgerLine = (l: SellerLineRow, now: Date): SellerLedgerLine => ({
  _id: l.id,
  date: l.date.toISOString(),
  kind: l.kind as SellerLedgerLine['kind'],
  orderId: l.orderId,
  payoutId: l.payoutId,
  refundId: l.refundId,
  memo: l.memo,
  amount: taka(l.owedPoisha),
  availableAt: l.availableAt.toISOString(),
  available: l.availableAt <= now,
});

function orderMoney(o: SellerOrderRow, settledPoisha: number) {
  const state = o.hasPending
    ? ('pending' as const)
    : o.cumulativeAvailablePoisha <= settledPoisha
      ? ('paid_out' as const)
      : ('available' as const);
  return {
    orderId: o.orderId,
    placedAt: o.placedAt.toISOString(),
    orderStatus: o.orderStatus,
    goods: taka(o.totalPoisha - o.deliveryChargePoisha),
    deliveryCharge: taka(o.deliveryChargePoisha),
    commission: taka(o.commissionPoisha),
    vat: taka(o.vatPoisha),
    deliveryKept: taka(o.deliveryKeptPoisha),
    refunds: taka(o.refundedPoisha),
    net: taka(o.netPoisha),
    availableAt: o.availableAt?.toISOString() ?? null,
    state,
  };
}

const toPayout = (p: SellerPayoutRow) => ({
  _id: p.id,
  runId: p.runId,
  amount: taka(p.amountPoisha),
  method: p.method as SellerPayouts['payouts'][number]['method'],
  status: p.status as SellerPayouts['payouts'][number]['status'],
  reference: p.reference,
  failureReason: p.failureReason,
  createdAt: p.createdAt.toISOString(),
  settledAt: p.settledAt?.toISOString() ?? null,
});

export function createFinanceReadService({
  repo,
  sellerBalance,
  payoutMinimumPoisha,
  now = () => new Date(),
}: FinanceReadDeps) {
  /** What the next payout run would pay the seller, and from when. */
  async function nextPayout(sellerId: string, at: Date, availablePoisha: number) {
    const [setup, reached] = await Promise.all([
      repo.payoutSetup(sellerId),
      availablePoisha >= payoutMinimumPoisha
        ? Promise.resolve({ at, owedPoisha: availablePoisha })
        : repo.reachesMinimum(sellerId, at, availablePoisha, payoutMinimumPoisha),
    ]);
    const held = setup.heldUntil && setup.heldUntil > at ? setup.heldUntil : null;
    return {
      amount: taka(Math.max(0, reached?.owedPoisha ?? availablePoisha)),
      minimum: taka(payoutMinimumPoisha),
      from: reached ? reached.at.toISOString() : null,
      heldUntil: held?.toISOString() ?? null,
      method: setup.method as SellerFinance['nextPayout']['method'],
    };
  }

  return {
    /** The seller's balances, next payout and a page of their lines (of one month, when asked). */
    async overview(viewer: Viewer, query: SellerFinanceQuery): Promise<SellerFinance> {
      const at = now();
      const span = query.month ? monthSpan(query.month) : {};
      const [balance, payouts, rows] = await Promise.all([
        sellerBalance(viewer.id, at),
        repo.payoutTotals(viewer.id),
        repo.lines(viewer.id, span, pageOffset(query), query.limit),
      ]);
      const page = toPage('entries', rows, query, (l) => toLedgerLine(l, at));
      return {
        pending: taka(balance.pending),
        available: taka(balance.available),
        paidOut: taka(payouts.sentPoisha),
        inTransit: taka(payouts.inTransitPoisha),
        nextPayout: await nextPayout(viewer.id, at, balance.available),
        ...page,
        month: query.month ?? null,
      };
    },

    /** The seller's orders with money on their books: the parts of each and where its money stands. */
    async orders(viewer: Viewer, query: SellerFinanceQuery): Promise<SellerFinanceOrders> {
      const at = now();
      const span = query.month ? monthSpan(query.month) : {};
      const [rows, payouts] = await Promise.all([
        repo.orders(viewer.id, at, span, pageOffset(query), query.limit),
        repo.payoutTotals(viewer.id),
      ]);
      return toPage('orders', rows, query, (o) => orderMoney(o, payouts.leftBalancePoisha));
    },

    /** The seller's payouts with their references, newest first. */
    async payouts(viewer: Viewer, query: PageRequest): Promise<SellerPayouts> {
      const rows = await repo.payouts(viewer.id, pageOffset(query), query.limit);
      return toPage('payouts', rows, query, toPayout);
    },
  };
}

export type FinanceReadService = ReturnType<typeof createFinanceReadService>;
