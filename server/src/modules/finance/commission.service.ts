import {
  bpsToPercent,
  COMMISSION_CATEGORIES,
  overrideEndsAt,
  overrideEndsOn,
  percentToBps,
  poishaToTaka,
  takaToPoisha,
  type CategorySlug,
  type CommissionRules,
  type CommissionRulesInputParsed,
  type MyCommission,
} from '@bulkbazar/contract';
import type { CommissionRates } from '../../db/commission-rates.js';
import type { WatchedSetting } from '../../db/watched-settings.js';
import { AppError } from '../../kernel/app-error.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { CommissionRepo, NamedUser, NewCommissionRule } from './commission.repo.js';

/**
 * The commission rules (issue 29): the operator's screen reads and replaces them; every checkout applies the
 * copy `rates` keeps in memory (composition: db/watched-settings.ts, forgotten when the rules change), and a
 * seller asks what applies to them.
 */
export function createCommissionService(
  repo: CommissionRepo,
  rates: WatchedSetting<CommissionRates>,
  now: () => Date = () => new Date(),
) {
  const get = async (): Promise<CommissionRules> => {
    const rows = await repo.list();
    const base = rows.find((r) => r.rule.scope === 'default')?.rule;
    const categories = Object.fromEntries(COMMISSION_CATEGORIES.map((slug) => [slug, null])) as Record<
      CategorySlug,
      number | null
    >;
    for (const { rule } of rows)
      if (rule.scope === 'category' && rule.category! in categories)
        categories[rule.category as CategorySlug] = bpsToPercent(rule.percentBps);
    const at = now();
    const sellers = rows
      .filter((r) => r.rule.scope === 'seller')
      .map(({ rule, sellerName, sellerEmail }) => {
        // Saved overrides always end (the PUT requires it); one written by hand without an end shows 9999.
        const endsAt = rule.endsAt ?? new Date('9999-12-31T18:00:00Z');
        return {
          sellerId: rule.sellerId!,
          sellerName: sellerName ?? '',
          sellerEmail: sellerEmail ?? '',
          percent: bpsToPercent(rule.percentBps),
          fixedFee: poishaToTaka(rule.fixedFeePoisha),
          endsOn: overrideEndsOn(endsAt),
          endsAt: endsAt.toISOString(),
          expired: endsAt <= at,
        };
      })
      .sort((a, b) =>
        a.endsAt < b.endsAt ? -1 : a.endsAt > b.endsAt ? 1 : a.sellerName < b.sellerName ? -1 : 1,
      );
    const saved = rows.map((r) => r.rule.updatedAt.getTime());
    return {
      defaultPercent: bpsToPercent(base?.percentBps ?? 500),
      fixedFee: poishaToTaka(base?.fixedFeePoisha ?? 0),
      categories,
      sellers,
      // The seeded default alone was never saved by anyone.
      updatedAt: rows.some((r) => r.rule.updatedBy) ? new Date(Math.max(...saved)).toISOString() : null,
    };
  };

  return {
    get,

    /**
     * Replaces the rules with `input` in one transaction; a seller that does not exist or is an
     * administrator, or an end date already past, is refused (400 naming each such field), changing nothing.
     */
    async put(viewer: Viewer, input: CommissionRulesInputParsed): Promise<CommissionRules> {
      const at = now();
      const fields: Record<string, string> = {};
      input.sellers.forEach((s, i) => {
        if (overrideEndsAt(s.endsOn) <= at)
          fields[`sellers.${i}.endsOn`] = 'The end date must be today or later';
      });
      const rows: NewCommissionRule[] = [
        {
          scope: 'default',
          percentBps: percentToBps(input.defaultPercent),
          fixedFeePoisha: takaToPoisha(input.fixedFee),
          updatedBy: viewer.id,
        },
        ...Object.entries(input.categories).flatMap(([category, percent]) =>
          percent === null || percent === undefined
            ? []
            : [{ scope: 'category', category, percentBps: percentToBps(percent), updatedBy: viewer.id }],
        ),
        ...input.sellers.map((s) => ({
          scope: 'seller',
          sellerId: s.sellerId,
          percentBps: percentToBps(s.percent),
          fixedFeePoisha: takaToPoisha(s.fixedFee),
          endsAt: overrideEndsAt(s.endsOn),
          updatedBy: viewer.id,
        })),
      ];
      const check = (found: NamedUser[]) => {
        const byId = new Map(found.map((u) => [u.id, u]));
        input.sellers.forEach((s, i) => {
          const user = byId.get(s.sellerId);
          const key = `sellers.${i}.sellerId`;
          if (!user) fields[key] = 'No such seller';
          else if (user.role === 'admin') fields[key] = 'An administrator is not a seller: choose a seller';
        });
        const [first] = Object.values(fields);
        if (first) throw new AppError('VALIDATION_FAILED', first, fields);
      };
      await repo.replace(
        rows,
        input.sellers.map((s) => s.sellerId),
        check,
        viewer,
      );
      rates.forget();
      return get();
    },

    /** The rules in force, from memory: what a checkout applies. */
    rates: () => rates.get(),

    /** What would apply now to the caller's product in `category`: its percentage, the fixed fee, the VAT. */
    async mine(viewer: Viewer, category: CategorySlug): Promise<MyCommission> {
      const r = await rates.get();
      const at = now();
      return {
        percent: bpsToPercent(r.lineBps(viewer.id, category, at)),
        fixedFee: poishaToTaka(r.orderFeePoisha(viewer.id, at)),
        vatPercent: bpsToPercent(r.vatBps),
      };
    },
  };
}
export type CommissionService = ReturnType<typeof createCommissionService>;
