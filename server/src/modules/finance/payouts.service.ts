import {
  isWalletMethod,
  maskNumber,
  poishaToTaka,
  takaToPoisha,
  type CreatePayoutRunBody,
  type EligibleSellers,
  type Payout,
  type PayoutDestination,
  type PayoutRunDetail,
  type PayoutRunList,
  type WalletMethod,
} from '@bulkbazar/contract';
import { AppError, notFound } from '../../kernel/app-error.js';
import type { Viewer } from '../../kernel/viewer.js';
import { BANK_FILE_COLUMNS, MFS_FILE_COLUMNS, payableByFile } from './payout-files.js';
import type { PayoutRow, PayoutRunsRepo, RunSummaryRow } from './payout-runs.repo.js';
import type { PayoutSettleRepo, Settled } from './payout-settle.repo.js';
import { RailRefused, RailUnavailable, type PayoutRail } from './rails/payout-rail.js';

type Deps = {
  runs: PayoutRunsRepo;
  settle: PayoutSettleRepo;
  rails: Partial<Record<WalletMethod, PayoutRail>>;
  /** config.money.payoutMinimumPoisha: a run's minimum unless the operator sets one. */
  minimumPoisha: number;
  brandName: string;
  log: { error: (obj: object, msg: string) => void };
};

const RAIL_NAMES: Record<WalletMethod, string> = { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket' };

/** The destination kept with the payout, its numbers masked (every field present: older rows may lack some). */
const masked = (d: Partial<PayoutDestination>): PayoutDestination => ({
  walletNumber: d.walletNumber ? maskNumber(d.walletNumber) : null,
  bankName: d.bankName ?? null,
  routingNumber: d.routingNumber ?? null,
  accountName: d.accountName ?? null,
  accountNumber: d.accountNumber ? maskNumber(d.accountNumber) : null,
});

/** A payout as the operator's screen shows it (numbers masked: the files carry them in full). */
export const payoutOut = (p: PayoutRow): Payout => ({
  id: p.id,
  runId: p.runId,
  sellerId: p.sellerId,
  sellerName: p.sellerName,
  sellerEmail: p.sellerEmail,
  amount: poishaToTaka(p.amountPoisha),
  method: p.method as Payout['method'],
  destination: masked(p.destination),
  status: p.status as Payout['status'],
  reference: p.reference,
  failureReason: p.failureReason,
  railAttemptedAt: p.railAttemptedAt?.toISOString() ?? null,
  settledAt: p.settledAt?.toISOString() ?? null,
  createdAt: p.createdAt.toISOString(),
});

const runOut = (r: RunSummaryRow) => ({
  id: r.id,
  minimum: poishaToTaka(r.minimumPoisha),
  createdAt: r.createdAt.toISOString(),
  createdBy: r.createdByName,
  count: r.count,
  total: poishaToTaka(r.totalPoisha),
  pending: r.pending,
  sent: r.sent,
  failed: r.failed,
});

/** A settle's answer as the API's: the payout, or 404/409 naming why nothing changed. */
function settled(result: Settled): Payout {
  switch (result.kind) {
    case 'done':
      return payoutOut(result.payout);
    case 'not-found':
      throw notFound('Payout');
    case 'not-pending':
      throw new AppError('CONFLICT', `This payout is already ${result.status}`, { status: result.status });
    case 'rail-busy':
      throw new AppError(
        'CONFLICT',
        'This payout was just sent through bKash: wait a few minutes for its answer, then try again',
        { status: 'pending' },
      );
  }
}

/** Payout runs (issue 29 item 5): who is paid, the files, sent and failed, and bKash's B2C rail. */
export function createPayoutsService({ runs, settle, rails, minimumPoisha, brandName, log }: Deps) {
  async function detail(runId: string): Promise<PayoutRunDetail> {
    const run = await runs.findRun(runId);
    if (!run) throw notFound('Payout run');
    const rows = await runs.payoutsOfRun(runId);
    const count = (status: string) => rows.filter((p) => p.status === status).length;
    return {
      run: runOut({
        ...run,
        count: rows.length,
        totalPoisha: rows.reduce((a, p) => a + p.amountPoisha, 0),
        pending: count('pending'),
        sent: count('sent'),
        failed: count('failed'),
      }),
      payouts: rows.map(payoutOut),
      rails: (Object.keys(rails) as WalletMethod[]).filter((m) => rails[m]),
    };
  }

  return {
    async eligible(minimumTaka?: number): Promise<EligibleSellers> {
      const minimum = minimumTaka === undefined ? minimumPoisha : takaToPoisha(minimumTaka);
      const now = new Date();
      const rows = await runs.eligible(minimum);
      return {
        minimum: poishaToTaka(minimum),
        sellers: rows.map((r) => ({
          sellerId: r.sellerId!,
          name: r.name,
          email: r.email,
          available: poishaToTaka(Number(r.available)),
          method: (r.method as EligibleSellers['sellers'][number]['method']) ?? null,
          skip: !r.method ? 'no_method' : r.payoutsHeldUntil && r.payoutsHeldUntil > now ? 'on_hold' : null,
          payoutsHeldUntil: r.payoutsHeldUntil?.toISOString() ?? null,
        })),
      };
    },

    async createRun(viewer: Viewer, body: CreatePayoutRunBody, idempotencyKey: string | undefined) {
      const minimum = body.minimum === undefined ? minimumPoisha : takaToPoisha(body.minimum);
      const created = await runs.createRun({
        minimumPoisha: minimum,
        sellerIds: body.sellerIds ? [...new Set(body.sellerIds)] : undefined,
        idempotencyKey,
        createdBy: viewer.id,
        actor: viewer,
      });
      if (created.kind === 'key-reused') {
        throw new AppError(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for a payout run with another minimum',
        );
      }
      return { ...(await detail(created.runId)), replayed: created.kind === 'replayed' };
    },

    async listRuns(page: number, limit: number): Promise<PayoutRunList> {
      const { rows, total } = await runs.listRuns((page - 1) * limit, limit);
      return { runs: rows.map(runOut), total, page, limit };
    },

    runDetail: detail,

    /** The rows and columns of a run's BEFTN file or MFS bulk file (pending payouts only). */
    async file(runId: string, kind: 'bank' | 'mfs', provider?: WalletMethod) {
      const run = await runs.findRun(runId);
      if (!run) throw notFound('Payout run');
      const rows = payableByFile(await runs.payoutsOfRun(runId), kind, provider);
      const day = run.createdAt.toISOString().slice(0, 10);
      const columns = kind === 'bank' ? BANK_FILE_COLUMNS(`${brandName} payout ${day}`) : MFS_FILE_COLUMNS;
      return { rows, columns, name: `payout-${kind}-${day}-${runId.slice(0, 8)}` };
    },

    markSent: async (viewer: Viewer, id: string, reference: string) =>
      settled(await settle.markSent(id, { reference, actorId: viewer.id, actor: viewer })),

    markFailed: async (viewer: Viewer, id: string, reason: string) =>
      settled(await settle.markFailed(id, { reason, actorId: viewer.id, actor: viewer })),

    /**
     * Sends one payout through its wallet's rail. The attempt is recorded (and committed) before the rail is
     * called, so a retry, a second click or another process never sends it again; the rail's answer then
     * settles it (sent with bKash's trxID, or failed with its refusal). No answer leaves it pending with the
     * attempt: the operator settles it from bKash's records.
     */
    async sendThroughRail(viewer: Viewer, id: string): Promise<Payout> {
      const payout = await settle.find(id);
      if (!payout) throw notFound('Payout');
      const rail = isWalletMethod(payout.method) ? rails[payout.method] : undefined;
      if (!rail) {
        const name = isWalletMethod(payout.method) ? RAIL_NAMES[payout.method] : 'bank';
        throw new AppError(
          'CONFLICT',
          `There is no payout API for ${name} here: pay it by the bulk file, then mark it sent`,
          { method: payout.method },
        );
      }
      const started = await settle.startRailAttempt(id);
      if (started.kind !== 'started') {
        if (started.kind === 'attempted') {
          throw new AppError(
            'CONFLICT',
            'This payout was already sent through bKash once: check its answer in bKash, then mark it sent or failed',
            { status: 'pending' },
          );
        }
        return settled(started);
      }
      const p = started.payout;
      try {
        const { reference } = await rail.send({
          invoice: p.id,
          amount: poishaToTaka(p.amountPoisha).toFixed(2),
          wallet: p.destination.walletNumber ?? '',
        });
        return settled(await settle.railSent(id, { reference, actorId: viewer.id, actor: viewer }));
      } catch (err) {
        if (err instanceof RailRefused) {
          const reason = `${RAIL_NAMES[rail.method]} refused: ${err.message}${err.code ? ` (${err.code})` : ''}`;
          return settled(await settle.railFailed(id, { reason, actorId: viewer.id, actor: viewer }));
        }
        if (err instanceof RailUnavailable) {
          log.error({ payoutId: id, err: err.message }, 'payout rail did not answer');
          throw new AppError(
            'SERVICE_UNAVAILABLE',
            'bKash did not answer: the payout may have been sent. Check bKash, then mark it sent or failed',
          );
        }
        throw err;
      }
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
