import { and, asc, desc, eq, inArray, isNotNull, like, lt, notExists, or, sql } from 'drizzle-orm';
import { recordAudit, type AuditEntry } from '../../db/audit-record.js';
import type { Db } from '../../db/client.js';
import { courierRemittances, ledgerLines, orders, remittanceParcels } from '../../db/schema.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { FinanceLedger } from './refund-ledger.js';

// Couriers' COD remittances: the parcels they may cover (a courier's delivered cash-on-delivery orders), the
// remittances with their parcels and entries, what each courier still owes in the books, and what does not add
// up. A parcel is remitted once (remittance_parcels' unique index on the order).

export type RemittanceRow = typeof courierRemittances.$inferSelect;

const parcelColumns = {
  orderId: orders.id,
  courier: orders.courier,
  orderStatus: orders.orderStatus,
  paymentMethod: orders.paymentMethod,
  consignmentId: orders.consignmentId,
  trackingCode: orders.trackingCode,
  deliveredAt: orders.deliveredAt,
  collectedPoisha: orders.codCollectedPoisha,
};

const notRemitted = (db: Db) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(remittanceParcels)
      .where(eq(remittanceParcels.orderId, orders.id)),
  );

function remittanceQueries(db: Db, ledger: FinanceLedger) {
  return {
    /** The audit trail's row for the staff member who recorded a remittance, in this transaction. */
    audit: (actor: Viewer, entry: AuditEntry) => recordAudit(db, actor, entry),
    /** The orders named, as parcels, with whether each was remitted before. */
    parcels: (orderIds: string[]) =>
      db
        .select({
          ...parcelColumns,
          remitted: sql<boolean>`exists (select 1 from remittance_parcels rp where rp.order_id = ${orders.id})`,
        })
        .from(orders)
        .where(inArray(orders.id, orderIds)),

    /** A courier's parcels named on its statement, by consignment id or by our invoice (the order id). */
    parcelsOnStatement: (courier: string, consignmentIds: string[], orderIds: string[]) =>
      db
        .select({
          ...parcelColumns,
          remitted: sql<boolean>`exists (select 1 from remittance_parcels rp where rp.order_id = ${orders.id})`,
        })
        .from(orders)
        .where(
          and(
            eq(orders.courier, courier),
            or(
              consignmentIds.length ? inArray(orders.consignmentId, consignmentIds) : sql`false`,
              orderIds.length ? inArray(orders.id, orderIds) : sql`false`,
            ),
          ),
        ),

    insert: async (values: typeof courierRemittances.$inferInsert) =>
      (await db.insert(courierRemittances).values(values).returning())[0]!,

    insertParcels: (rows: (typeof remittanceParcels.$inferInsert)[]) =>
      db.insert(remittanceParcels).values(rows),

    post: (entry: Parameters<FinanceLedger['remittanceEntry']>[0]) =>
      ledger.postEntry(db, ledger.remittanceEntry(entry)),

    /** A courier's remittances, newest first (page by offset). */
    list: (courier: string, offset: number, limit: number) =>
      db
        .select()
        .from(courierRemittances)
        .where(eq(courierRemittances.courier, courier))
        .orderBy(
          desc(courierRemittances.receivedOn),
          desc(courierRemittances.createdAt),
          desc(courierRemittances.id),
        )
        .offset(offset)
        .limit(limit),

    /** The parcels of some remittances, with the cash each order's courier reported collecting. */
    parcelsOf: (remittanceIds: string[]) =>
      remittanceIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              remittanceId: remittanceParcels.remittanceId,
              orderId: remittanceParcels.orderId,
              amountPoisha: remittanceParcels.amountPoisha,
              collectedPoisha: orders.codCollectedPoisha,
              trackingCode: orders.trackingCode,
            })
            .from(remittanceParcels)
            .innerJoin(orders, eq(orders.id, remittanceParcels.orderId))
            .where(inArray(remittanceParcels.remittanceId, remittanceIds))
            .orderBy(asc(orders.deliveredAt), asc(orders.id)),

    /** Each courier's receivable: cash collected less remitted and its fees (its ledger lines' sum). */
    receivables: async () =>
      new Map(
        (
          await db
            .select({
              account: ledgerLines.account,
              total: sql<string>`coalesce(sum(${ledgerLines.amountPoisha}), 0)`,
            })
            .from(ledgerLines)
            .where(like(ledgerLines.account, 'cod_receivable:%'))
            .groupBy(ledgerLines.account)
        ).map((r) => [r.account.slice('cod_receivable:'.length), Number(r.total)]),
      ),

    /**
     * Delivered cash-on-delivery parcels of the shop's couriers whose cash was collected and not remitted yet,
     * oldest delivery first; only those delivered before `before` when given (the overdue ones).
     */
    unremitted: (limit: number, before?: Date) =>
      db
        .select(parcelColumns)
        .from(orders)
        .where(
          and(
            isNotNull(orders.courier),
            eq(orders.orderStatus, 'delivered'),
            eq(orders.paymentMethod, 'cod'),
            sql`${orders.codCollectedPoisha} > 0`,
            before ? lt(orders.deliveredAt, before) : undefined,
            notRemitted(db),
          ),
        )
        .orderBy(asc(orders.deliveredAt), asc(orders.id))
        .limit(limit),

    /**
     * Remittances whose parts do not add up: the parcels' amounts differ from amount + fees, or a parcel's
     * amount from the cash its courier reported collecting. Newest first.
     */
    mismatched: (limit: number) =>
      db
        .select({
          id: courierRemittances.id,
          courier: courierRemittances.courier,
          reference: courierRemittances.reference,
          receivedOn: courierRemittances.receivedOn,
          amountPoisha: courierRemittances.amountPoisha,
          feesPoisha: courierRemittances.feesPoisha,
          createdAt: courierRemittances.createdAt,
          parcelsTotal: sql<string>`sum(${remittanceParcels.amountPoisha})`,
          collectedTotal: sql<string>`coalesce(sum(${orders.codCollectedPoisha}), 0)`,
        })
        .from(courierRemittances)
        .innerJoin(remittanceParcels, eq(remittanceParcels.remittanceId, courierRemittances.id))
        .innerJoin(orders, eq(orders.id, remittanceParcels.orderId))
        .groupBy(courierRemittances.id)
        .having(
          sql`sum(${remittanceParcels.amountPoisha}) <> ${courierRemittances.amountPoisha} + ${courierRemittances.feesPoisha}
            or bool_or(${remittanceParcels.amountPoisha} is distinct from ${orders.codCollectedPoisha})`,
        )
        .orderBy(desc(courierRemittances.receivedOn), desc(courierRemittances.createdAt))
        .limit(limit),
  };
}

export type RemittancesTx = ReturnType<typeof remittanceQueries>;

export function createRemittancesRepo(db: Db, ledger: FinanceLedger) {
  return {
    ...remittanceQueries(db, ledger),
    transaction: <T>(fn: (tx: RemittancesTx) => Promise<T>): Promise<T> =>
      db.transaction((tx) => fn(remittanceQueries(tx as unknown as Db, ledger))),
  };
}
export type RemittancesRepo = ReturnType<typeof createRemittancesRepo>;
