import {
  COURIER_LABELS,
  COURIERS,
  dhakaDay,
  poishaToTaka,
  takaToPoisha,
  type CodReport,
  type Courier,
  type CourierRemittance,
  type RemittanceBody,
  type RemittancePage,
  type UnremittedParcel,
} from '@bulkbazar/contract';
import { AppError } from '../../kernel/app-error.js';
import { isUniqueViolation } from '../../kernel/db-errors.js';
import { isUuid } from '../../kernel/ids.js';
import { fetchLimit, pageOffset, toPage, type PageRequest } from '../../kernel/pagination.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { CourierClient } from '../delivery/couriers/courier.js';
import type { RemittanceRow, RemittancesRepo } from './remittances.repo.js';
import { remittanceDraft } from './remittance-draft.js';

type Deps = {
  repo: RemittancesRepo;
  /** The couriers' clients (the shipments module's): those that publish payment statements fill a remittance. */
  couriers: Partial<Record<Courier, CourierClient>>;
  /** COD_REMITTANCE_DAYS: a parcel unremitted this many days after delivery is overdue. */
  remittanceDays: number;
  now?: () => Date;
};

type Body = Omit<RemittanceBody, 'fees'> & { fees: number };

const DAY_MS = 86_400_000;
const LIST_LIMIT = 500;
const NOT_A_PARCEL = 'Not a delivered cash-on-delivery parcel of this courier';
const REMITTED_BEFORE = 'This parcel was remitted before';

type ParcelOf = {
  orderId: string;
  amountPoisha: number;
  collectedPoisha: number | null;
  trackingCode: string | null;
};

const toRemittance = (r: RemittanceRow, parcels: ParcelOf[]): CourierRemittance => ({
  _id: r.id,
  courier: r.courier as Courier,
  amount: poishaToTaka(r.amountPoisha),
  fees: poishaToTaka(r.feesPoisha),
  receivedOn: r.receivedOn,
  reference: r.reference,
  parcels: parcels.map((p) => ({
    orderId: p.orderId,
    amount: poishaToTaka(p.amountPoisha),
    collected: p.collectedPoisha === null ? null : poishaToTaka(p.collectedPoisha),
    trackingCode: p.trackingCode,
  })),
  createdAt: r.createdAt.toISOString(),
});

const toUnremitted = (p: {
  orderId: string;
  courier: string | null;
  trackingCode: string | null;
  deliveredAt: Date | null;
  collectedPoisha: number | null;
}): UnremittedParcel => ({
  orderId: p.orderId,
  courier: p.courier as Courier,
  trackingCode: p.trackingCode,
  deliveredAt: p.deliveredAt?.toISOString() ?? null,
  collected: poishaToTaka(p.collectedPoisha ?? 0),
});

/**
 * Couriers' COD remittances (decision 0026): recorded with their parcels and `remittance:<id>` entry in one
 * transaction; a parcel must be the courier's delivered cash-on-delivery order and is remitted once; the
 * amounts need not add up (the courier's word is recorded as given) — what does not is listed for follow-up.
 */
export function createRemittancesService({ repo, couriers, remittanceDays, now = () => new Date() }: Deps) {
  const withParcels = async (rows: RemittanceRow[]) => {
    const parcels = await repo.parcelsOf(rows.map((r) => r.id));
    return (r: RemittanceRow) =>
      toRemittance(
        r,
        parcels.filter((p) => p.remittanceId === r.id),
      );
  };

  function statementsOf(courier: Courier) {
    const client = couriers[courier];
    if (!client?.statements || !client.statement)
      throw new AppError('NOT_FOUND', `${COURIER_LABELS[courier]} publishes no payment statements`);
    return { list: client.statements, one: client.statement };
  }

  /** A courier that did not answer (or refused): 503, nothing changed. */
  async function asked<T>(courier: Courier, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof Error && err.name === 'CourierError')
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          `${COURIER_LABELS[courier]} did not answer: try again in a moment`,
        );
      throw err;
    }
  }

  return {
    /** POST /api/admin/couriers/:courier/remittances */
    async record(actor: Viewer, courier: Courier, body: Body): Promise<CourierRemittance> {
      if (body.receivedOn > dhakaDay(now()))
        throw new AppError('VALIDATION_FAILED', 'The day the money arrived cannot be in the future', {
          receivedOn: 'The day the money arrived cannot be in the future',
        });
      const ids = body.parcels.map((p) => p.orderId);
      const twice = ids.findIndex((id, i) => ids.indexOf(id) !== i);
      if (twice >= 0)
        throw new AppError('VALIDATION_FAILED', 'A parcel is listed twice', {
          [`parcels.${twice}.orderId`]: 'A parcel is listed twice',
        });
      return repo.transaction(async (tx) => {
        const found = new Map((await tx.parcels(ids)).map((p) => [p.orderId, p]));
        body.parcels.forEach((p, i) => {
          const o = found.get(p.orderId);
          if (
            !o ||
            o.courier !== courier ||
            o.orderStatus !== 'delivered' ||
            o.paymentMethod !== 'cod' ||
            o.collectedPoisha === null
          )
            throw new AppError('VALIDATION_FAILED', NOT_A_PARCEL, { [`parcels.${i}.orderId`]: NOT_A_PARCEL });
          if (o.remitted)
            throw new AppError('CONFLICT', REMITTED_BEFORE, { [`parcels.${i}.orderId`]: REMITTED_BEFORE });
        });
        const amountPoisha = takaToPoisha(body.amount);
        const feesPoisha = takaToPoisha(body.fees);
        let remittance: RemittanceRow;
        try {
          remittance = await tx.insert({
            courier,
            amountPoisha,
            feesPoisha,
            receivedOn: body.receivedOn,
            reference: body.reference,
            createdBy: actor.id,
          });
          await tx.insertParcels(
            body.parcels.map((p) => ({
              remittanceId: remittance.id,
              orderId: p.orderId,
              amountPoisha: takaToPoisha(p.amount),
            })),
          );
        } catch (err) {
          // Another remittance took the reference or a parcel at the same moment: the unique indexes hold.
          if (!isUniqueViolation(err)) throw err;
          throw new AppError('CONFLICT', 'This remittance, or one of its parcels, was recorded before', {
            reference: 'This remittance, or one of its parcels, was recorded before',
          });
        }
        await tx.post({
          id: remittance.id,
          courier,
          amountPoisha,
          feesPoisha,
          reference: body.reference,
          actorId: actor.id,
        });
        await tx.audit(actor, {
          action: 'remittance.record',
          target: { type: 'remittance', id: remittance.id },
          after: {
            courier,
            amountPoisha,
            feesPoisha,
            receivedOn: body.receivedOn,
            reference: body.reference,
            parcels: ids,
          },
        });
        return toRemittance(
          remittance,
          body.parcels.map((p) => ({
            orderId: p.orderId,
            amountPoisha: takaToPoisha(p.amount),
            collectedPoisha: found.get(p.orderId)!.collectedPoisha,
            trackingCode: found.get(p.orderId)!.trackingCode,
          })),
        );
      });
    },

    /** GET /api/admin/couriers/:courier/remittances */
    async list(courier: Courier, q: PageRequest): Promise<RemittancePage> {
      const rows = await repo.list(courier, pageOffset(q), fetchLimit(q.limit));
      return toPage('remittances', rows, q, await withParcels(rows.slice(0, q.limit)));
    },

    /** GET /api/admin/finance/cod */
    async report(): Promise<CodReport> {
      const at = now();
      const [receivables, unremitted, overdue, mismatched] = await Promise.all([
        repo.receivables(),
        repo.unremitted(LIST_LIMIT * COURIERS.length),
        repo.unremitted(LIST_LIMIT, new Date(at.getTime() - remittanceDays * DAY_MS)),
        repo.mismatched(100),
      ]);
      const parcels = await repo.parcelsOf(mismatched.map((m) => m.id));
      return {
        remittanceDays,
        couriers: COURIERS.map((courier) => ({
          courier,
          outstanding: poishaToTaka(receivables.get(courier) ?? 0),
          unremitted: unremitted
            .filter((p) => p.courier === courier)
            .slice(0, LIST_LIMIT)
            .map(toUnremitted),
          statements: Boolean(couriers[courier]?.statements),
        })),
        overdue: overdue.map(toUnremitted),
        mismatches: mismatched.map((m) => ({
          remittanceId: m.id,
          courier: m.courier as Courier,
          reference: m.reference,
          receivedOn: m.receivedOn,
          amount: poishaToTaka(m.amountPoisha),
          fees: poishaToTaka(m.feesPoisha),
          parcelsTotal: poishaToTaka(Number(m.parcelsTotal)),
          collectedTotal: poishaToTaka(Number(m.collectedTotal)),
          parcels: parcels
            .filter((p) => p.remittanceId === m.id && p.amountPoisha !== p.collectedPoisha)
            .map((p) => ({
              orderId: p.orderId,
              amount: poishaToTaka(p.amountPoisha),
              collected: p.collectedPoisha === null ? null : poishaToTaka(p.collectedPoisha),
              trackingCode: p.trackingCode,
            })),
        })),
      };
    },

    /** GET /api/admin/couriers/:courier/statements: the courier's payments, where it publishes them. */
    async statements(courier: Courier) {
      const { list } = statementsOf(courier);
      const found = await asked(courier, list);
      return {
        statements: found.map((s) => ({
          id: s.id,
          amount: s.amountPoisha === null ? null : poishaToTaka(s.amountPoisha),
          at: s.at,
          status: s.status,
        })),
      };
    },

    /** GET /api/admin/couriers/:courier/statements/:statementId: a remittance filled from one payment. */
    async draft(courier: Courier, statementId: string) {
      const { one } = statementsOf(courier);
      const statement = await asked(courier, () => one(statementId));
      const known = await repo.parcelsOnStatement(
        courier,
        statement.parcels.flatMap((p) => (p.consignmentId ? [p.consignmentId] : [])),
        statement.parcels.flatMap((p) => (p.invoice && isUuid(p.invoice) ? [p.invoice] : [])),
      );
      return remittanceDraft(courier, statement, known, dhakaDay(now()));
    },
  };
}

export type RemittancesService = ReturnType<typeof createRemittancesService>;
