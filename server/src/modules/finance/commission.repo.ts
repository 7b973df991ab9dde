import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../db/audit-record.js';
import { readCommissionRates } from '../../db/commission-rates.js';
import { commissionRules, users } from '../../db/schema.js';
import { SETTINGS_CHANNEL } from '../../db/watched-settings.js';
import type { Viewer } from '../../kernel/viewer.js';

export type NewCommissionRule = typeof commissionRules.$inferInsert;
/** A user named by a seller override, as the replace found it. */
export type NamedUser = { id: string; role: string };

/** The commission rules (issue 29): read with each override's seller, replaced whole in one transaction. */
export function createCommissionRepo(db: Db) {
  return {
    /** The rules as a checkout applies them (db/commission-rates.ts), VAT at `vatBps`. */
    rates: (vatBps: number) => readCommissionRates(db, vatBps),

    /** Every rule, a seller override with its seller's name and e-mail. */
    list: () =>
      db
        .select({ rule: commissionRules, sellerName: users.name, sellerEmail: users.email })
        .from(commissionRules)
        .leftJoin(users, eq(users.id, commissionRules.sellerId)),

    /**
     * Replaces every rule with `rows` in one transaction. `check` is given the users the overrides name (their
     * rows locked until the commit, so none is deleted or made an administrator in between) and throws to
     * refuse: then nothing changed. The commit announces the change to every process (watched-settings.ts).
     */
    replace: (
      rows: NewCommissionRule[],
      sellerIds: string[],
      check: (found: NamedUser[]) => void,
      actor?: Viewer,
    ) =>
      db.transaction(async (tx) => {
        const found =
          sellerIds.length === 0
            ? []
            : await tx
                .select({ id: users.id, role: users.role })
                .from(users)
                .where(inArray(users.id, sellerIds))
                .for('share');
        check(found);
        const old = await tx.select().from(commissionRules).for('update');
        await tx.delete(commissionRules);
        await tx.insert(commissionRules).values(rows);
        // The audit trail keeps the rule set as it was and as it is (rows without ids and dates).
        const rules = (list: NewCommissionRule[]) => ({
          rules: list.map(
            ({ id: _id, createdAt: _c, updatedAt: _u, ...rule }) => rule as Record<string, unknown>,
          ),
        });
        const entry = { action: 'commission.update', target: { type: 'commission_rules' } };
        if (actor)
          await recordAudit(tx as unknown as Db, actor, { ...entry, before: rules(old), after: rules(rows) });
        // No trigger announces this table (migration 0021 covers the delivery table and site content): the
        // replace announces itself, delivered at commit like a trigger's.
        await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, 'commission_rules')`);
      }),
  };
}
export type CommissionRepo = ReturnType<typeof createCommissionRepo>;
