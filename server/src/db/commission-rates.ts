import type { Db } from './client.js';
import { commissionRules } from './schema.js';

// The commission rules (issue 29) as a checkout applies them: which percentage a line pays and which fixed fee
// an order pays, for a seller, a category and a moment. The orders module reads them through its repo (the
// app passes a copy kept in memory, the finance module's, refreshed when the rules change).

export type CommissionRuleRow = typeof commissionRules.$inferSelect;

export type CommissionRates = {
  /** Basis points of a line of `sellerId`'s in `category`: an unexpired seller override, else the category's, else the default. */
  lineBps(sellerId: string, category: string, at: Date): number;
  /** The fixed fee per order (poisha): an unexpired seller override's, else the default's. */
  orderFeePoisha(sellerId: string, at: Date): number;
  /** VAT on the commission, basis points (COMMISSION_VAT_PERCENT). */
  vatBps: number;
};

/** COMMISSION_VAT_PERCENT's default (config.ts), for a repo used without the app's settings (tests, the seed). */
export const DEFAULT_COMMISSION_VAT_BPS = 1500;

/** Migration 0025 seeds the default; were it ever missing, the shop's starting 5 % applies. */
const FALLBACK = { percentBps: 500, fixedFeePoisha: 0 };

export function toCommissionRates(rows: readonly CommissionRuleRow[], vatBps: number): CommissionRates {
  const base = rows.find((r) => r.scope === 'default') ?? FALLBACK;
  const categories = new Map(
    rows.flatMap((r) => (r.scope === 'category' ? [[r.category!, r.percentBps]] : [])),
  );
  const sellers = new Map(rows.flatMap((r) => (r.scope === 'seller' ? [[r.sellerId!, r] as const] : [])));
  // An override applies until its end (none: for good).
  const override = (sellerId: string, at: Date) => {
    const rule = sellers.get(sellerId);
    return rule && (!rule.endsAt || rule.endsAt > at) ? rule : undefined;
  };
  return {
    lineBps: (sellerId, category, at) =>
      override(sellerId, at)?.percentBps ?? categories.get(category) ?? base.percentBps,
    orderFeePoisha: (sellerId, at) => (override(sellerId, at) ?? base).fixedFeePoisha,
    vatBps,
  };
}

export const readCommissionRules = (db: Db): Promise<CommissionRuleRow[]> =>
  db.select().from(commissionRules);

/** Reads the rules (a process that keeps a copy passes that instead). */
export const readCommissionRates = async (db: Db, vatBps = DEFAULT_COMMISSION_VAT_BPS) =>
  toCommissionRates(await readCommissionRules(db), vatBps);
