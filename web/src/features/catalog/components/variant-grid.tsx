import {
  nextTierHint,
  poishaToTaka,
  quoteMix,
  takaToPoisha,
  variantUnitPrice,
  type MixQuote,
  type MixRules,
  type Product,
  type ProductVariant,
} from '@bulkbazar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NextTierHint } from '@/components/quantity/next-tier-hint';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { loginPath } from '@/lib/auth/return-to';
import { useAuth } from '@/lib/auth/use-auth';
import { putCartItem, storeCart } from '@/lib/cart/cart-api';
import { formatCount, formatTaka } from '@/lib/format';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { useHydrated } from '@/lib/use-hydrated';

type Option = { name: string; values: string[] };
type Mix = Record<string, number>;

/** The engine's rules for the product's variants, as the server builds them (money in poisha). */
export function mixRulesOfProduct(product: Product): MixRules {
  return {
    pricePoisha: takaToPoisha(product.price),
    minQuantity: product.minQuantity,
    orderIncrement: product.orderIncrement,
    maxOrderQuantity: product.maxOrderQuantity,
    priceTiers: product.priceTiers.map((t) => ({
      minQuantity: t.minQuantity,
      pricePoisha: takaToPoisha(t.price),
    })),
    variantRule: product.variantRule ?? 'mixed',
    variants: (product.variants ?? []).map((v) => ({
      id: v._id,
      stock: v.stock,
      pricePoisha: v.price === null ? null : takaToPoisha(v.price),
      packUnits: v.packUnits,
    })),
  };
}

/** "Size M, Colour Red": a variant named by its options, in the product's option order. */
export function variantName(options: readonly Option[], values: Readonly<Record<string, string>>): string {
  return options.map((o) => `${o.name} ${values[o.name] ?? ''}`.trim()).join(', ');
}

/** Every combination of the given options' values, in order (one empty combination for no options). */
function combinations(options: readonly Option[]): Record<string, string>[] {
  return options.reduce<Record<string, string>[]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => ({ ...row, [option.name]: value }))),
    [{}],
  );
}

function findVariant(
  variants: readonly ProductVariant[],
  values: Readonly<Record<string, string>>,
): ProductVariant | undefined {
  return variants.find((v) => Object.entries(values).every(([name, value]) => v.options[name] === value));
}

/**
 * A phone's screen: the grid becomes a list (one row per variant). Known after hydration only: the server's
 * page (the grid) and the browser's first render must match.
 */
function useNarrow(): boolean {
  const query = '(max-width: 639px)';
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const media = globalThis.matchMedia?.(query);
    if (!media) return;
    const change = () => setNarrow(media.matches);
    change();
    media.addEventListener?.('change', change);
    return () => media.removeEventListener?.('change', change);
  }, []);
  return narrow;
}

/**
 * The buyer's grid for a product with variants (issue 30): the first option (Size) across, the combinations
 * of the others (Colour) down, one quantity box per cell with its stock; a cell with no variant or no stock
 * is disabled. On a phone, a list of the variants. Below it, the mix as the contract's quoteMix judges it
 * (pieces or packs, the tier reached, the price, the next tier, or the one error naming the variant), and one
 * "Add to cart" that sets each non-zero cell's cart line (PUT ?variant=); the server decides.
 */
export function VariantGrid({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const location = useLocation();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const narrow = useNarrow();
  const options: Option[] = product.options ?? [];
  const variants = product.variants ?? [];
  const rules = mixRulesOfProduct(product);
  const [mix, setMix] = useState<Mix>({});
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ added: number; lines: number } | { error: string } | null>(null);

  const ordered = Object.fromEntries(Object.entries(mix).filter(([, q]) => q > 0));
  const empty = Object.keys(ordered).length === 0;
  const quote = empty ? null : quoteMix(rules, ordered);
  const orderable = product.status === 'approved';

  // A ratio pack is ordered in packs: one number fills every cell with its share (the cells only show it).
  const inPack = rules.variantRule === 'ratio_pack' ? variants.filter((v) => (v.packUnits ?? 0) > 0) : [];
  const packSize = inPack.reduce((sum, v) => sum + v.packUnits!, 0);
  const packsTyped = inPack[0] ? Math.floor((mix[inPack[0]._id] ?? 0) / inPack[0].packUnits!) : 0;
  function setPacks(typed: string) {
    setOutcome(null);
    const n = Math.max(0, Math.floor(Number(typed)));
    const packs = Number.isFinite(n) ? n : 0;
    setMix(Object.fromEntries(inPack.map((v) => [v._id, packs * v.packUnits!])));
  }

  function setCell(id: string, typed: string) {
    setOutcome(null);
    const n = Math.max(0, Math.floor(Number(typed)));
    setMix((m) => ({ ...m, [id]: Number.isFinite(n) ? n : 0 }));
  }

  async function addToCart() {
    if (!quote?.ok) return;
    setOutcome(null);
    setPending(true);
    try {
      let cart;
      for (const line of quote.lines) cart = await putCartItem(product._id, line.quantity, line.variantId);
      if (cart) storeCart(queryClient, cart);
      setOutcome({ added: quote.totalQuantity, lines: quote.lines.length });
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all() });
      setOutcome({ error: isApiError(error) ? error.message : t('wholesale.buy.addFailed') });
    } finally {
      setPending(false);
    }
  }

  const cell = (variant: ProductVariant | undefined) => {
    if (!variant)
      return (
        <span className="text-xs text-slate-500 dark:text-slate-400">{t('wholesale.variants.none')}</span>
      );
    const name = variantName(options, variant.options);
    return (
      <div className="flex flex-col items-start gap-1">
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          aria-label={t('wholesale.variants.cell', { variant: name })}
          value={mix[variant._id] ? String(mix[variant._id]) : ''}
          placeholder="0"
          readOnly={packSize > 0}
          disabled={!hydrated || !orderable || variant.stock <= 0}
          onChange={(e) => setCell(variant._id, e.target.value)}
          className="w-20 rounded-md border border-slate-300 bg-white px-2 py-1 text-right tabular-nums disabled:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:disabled:bg-slate-800"
        />
        {packSize > 0 && variant.packUnits && (
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {t('wholesale.variants.perPack', { quantity: formatCount(variant.packUnits) })}
          </span>
        )}
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {variant.stock > 0
            ? t('wholesale.variants.stock', { quantity: formatCount(variant.stock) })
            : t('wholesale.variants.soldOut')}
        </span>
      </div>
    );
  };

  const [columnOption, ...rowOptions] = options;
  const rows = combinations(rowOptions);
  const rowLabel = (row: Record<string, string>) =>
    rowOptions.map((o) => `${o.name} ${row[o.name]}`).join(', ');

  return (
    <section aria-labelledby="variant-grid-title" className="flex flex-col gap-3">
      <h2 id="variant-grid-title" className="text-lg font-semibold">
        {t('wholesale.variants.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {rules.variantRule === 'ratio_pack'
          ? t('wholesale.variants.introPacks')
          : rules.variantRule === 'per_variant'
            ? t('wholesale.variants.introPerVariant')
            : t('wholesale.variants.intro')}
      </p>
      {packSize > 0 && (
        <label className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {t('wholesale.variants.packCount', {
            ratio: inPack.map((v) => formatCount(v.packUnits!)).join(' : '),
            size: formatCount(packSize),
          })}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={packsTyped ? String(packsTyped) : ''}
            placeholder="0"
            disabled={!hydrated || !orderable}
            onChange={(e) => setPacks(e.target.value)}
            className="w-24 rounded-md border border-slate-300 bg-white px-2 py-1 text-right tabular-nums disabled:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:disabled:bg-slate-800"
          />
        </label>
      )}
      {narrow || !columnOption ? (
        <ul
          aria-labelledby="variant-grid-title"
          className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700"
        >
          {variants.map((v) => (
            <li key={v._id} className="flex items-center justify-between gap-3 py-2">
              <span className="text-sm">{variantName(options, v.options)}</span>
              {cell(v)}
            </li>
          ))}
        </ul>
      ) : (
        <div className="overflow-x-auto">
          <table aria-labelledby="variant-grid-title" className="text-sm">
            <thead>
              <tr>
                <th scope="col" className="p-2 text-left">
                  {rowOptions.length > 0 ? rowOptions.map((o) => o.name).join(' · ') : ''}
                </th>
                {columnOption.values.map((value) => (
                  <th key={value} scope="col" className="p-2 text-left">
                    {`${columnOption.name} ${value}`}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowLabel(row) || 'all'}>
                  <th scope="row" className="p-2 text-left font-medium">
                    {rowOptions.length > 0 ? rowLabel(row) : columnOption.name}
                  </th>
                  {columnOption.values.map((value) => {
                    const values = { ...row, [columnOption.name]: value };
                    return (
                      <td key={value} className="p-2 align-top">
                        {cell(findVariant(variants, values))}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <MixSummary rules={rules} quote={quote} options={options} variants={variants} />
      {orderable && !user && (
        <p className="text-sm">
          <Link
            to={loginPath(`${location.pathname}${location.search}`)}
            className="text-emerald-700 underline dark:text-emerald-400"
          >
            {t('wholesale.variants.signIn')}
          </Link>
        </p>
      )}
      {orderable && user && (
        <div className="flex flex-col items-start gap-2">
          <Button
            size="lg"
            onClick={() => void addToCart()}
            disabled={!hydrated || pending || !quote?.ok}
            className="min-w-40"
          >
            {pending ? t('wholesale.buy.adding') : t('wholesale.buy.addToCart')}
          </Button>
          <div role="status" className="text-sm empty:hidden">
            {outcome && 'added' in outcome && (
              <p className="text-emerald-800 dark:text-emerald-300">
                {t('wholesale.variants.added', {
                  quantity: formatCount(outcome.added),
                  lines: formatCount(outcome.lines),
                })}{' '}
                <Link to={paths.cart} className="font-semibold underline">
                  {t('wholesale.buy.viewCart')}
                </Link>
              </p>
            )}
          </div>
          {outcome && 'error' in outcome && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {outcome.error}
            </p>
          )}
        </div>
      )}
      {!orderable && <p className="text-sm text-slate-600 dark:text-slate-400">{t('buy.notForSale')}</p>}
    </section>
  );
}

/** The mix as quoteMix judges it: the count, the tier, the prices and the next tier, or its one error. */
function MixSummary({
  rules,
  quote,
  options,
  variants,
}: {
  rules: MixRules;
  quote: MixQuote | null;
  options: readonly Option[];
  variants: readonly ProductVariant[];
}) {
  const { t } = useTranslation();
  if (!quote) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {t('wholesale.variants.empty')}
      </p>
    );
  }
  if (!quote.ok) {
    const variant = variants.find((v) => v._id === quote.variantId);
    const text = mixRefusal(t, rules, quote);
    return (
      <p role="status" className="text-sm text-red-700 dark:text-red-300">
        {variant ? `${variantName(options, variant.options)}: ${text}` : text}
      </p>
    );
  }
  const packs = quote.packs !== null;
  const counted = quote.packs ?? quote.totalQuantity;
  const tier = quote.tierIndex >= 0 ? rules.priceTiers[quote.tierIndex] : undefined;
  // The base ladder's price at the count (a variant with its own price is shown on its own below).
  const unit = variantUnitPrice(rules, { id: '', stock: 0, pricePoisha: null, packUnits: null }, counted);
  const next =
    rules.variantRule === 'per_variant'
      ? null
      : nextTierHint({ ...rules, stock: Number.MAX_SAFE_INTEGER }, counted);
  const ownPriced = quote.lines.filter((l) => l.unitPricePoisha !== unit);
  return (
    <div role="status" className="text-sm">
      <dl className="grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-600 dark:text-slate-400">{t('wholesale.variants.pieces')}</dt>
        <dd className="text-right tabular-nums">{formatCount(quote.totalQuantity)}</dd>
        {packs && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('wholesale.variants.packs')}</dt>
            <dd className="text-right tabular-nums">{formatCount(counted)}</dd>
          </>
        )}
        {rules.variantRule !== 'per_variant' && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">{t('wholesale.variants.tier')}</dt>
            <dd className="text-right">
              {tier
                ? packs
                  ? t('wholesale.variants.tierFromPacks', { quantity: formatCount(tier.minQuantity) })
                  : t('wholesale.variants.tierFrom', { quantity: formatCount(tier.minQuantity) })
                : t('wholesale.variants.basePrice')}
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">{t('wholesale.quote.unitPrice')}</dt>
            <dd className="text-right tabular-nums">{formatTaka(poishaToTaka(unit))}</dd>
          </>
        )}
        <dt className="font-semibold">{t('wholesale.quote.lineTotal')}</dt>
        <dd className="text-right text-lg font-bold tabular-nums">
          {formatTaka(poishaToTaka(quote.totalPoisha))}
        </dd>
      </dl>
      {ownPriced.length > 0 && (
        <ul className="mt-1 text-slate-600 dark:text-slate-400">
          {ownPriced.map((line) => {
            const variant = variants.find((v) => v._id === line.variantId);
            return (
              <li key={line.variantId}>
                {t('wholesale.variants.ownPrice', {
                  variant: variant ? variantName(options, variant.options) : '',
                  price: formatTaka(poishaToTaka(line.unitPricePoisha)),
                })}
              </li>
            );
          })}
        </ul>
      )}
      {/* A pack count's tiers are in packs; the hint speaks of pieces. */}
      {!packs && <NextTierHint next={next} />}
    </div>
  );
}

/** quoteMix's refusal in the reader's language (its own message is English, for the API). */
function mixRefusal(t: TFunction, rules: MixRules, quote: Extract<MixQuote, { ok: false }>): string {
  const quantity = formatCount(quote.allowed);
  switch (quote.code) {
    case 'BELOW_MOQ':
      if (rules.variantRule === 'ratio_pack')
        return t('wholesale.variants.errors.BELOW_MOQ_PACKS', { quantity });
      return rules.variantRule === 'per_variant'
        ? t('wholesale.variants.errors.BELOW_MOQ_VARIANT', { quantity })
        : t('wholesale.variants.errors.BELOW_MOQ', { quantity });
    case 'NOT_A_MULTIPLE':
      return t('wholesale.variants.errors.NOT_A_MULTIPLE', {
        quantity,
        next: formatCount(quote.allowed + rules.orderIncrement),
        pack: formatCount(rules.orderIncrement),
      });
    case 'ABOVE_ORDER_LIMIT':
      return t('wholesale.variants.errors.ABOVE_ORDER_LIMIT', { quantity });
    case 'OUT_OF_STOCK':
      return quote.allowed > 0
        ? // A ratio pack's allowance counts the packs this variant's stock can make.
          rules.variantRule === 'ratio_pack'
          ? t('wholesale.variants.errors.OUT_OF_STOCK_PACKS', { quantity })
          : t('wholesale.variants.errors.OUT_OF_STOCK', { quantity })
        : t('wholesale.variants.errors.soldOut');
    case 'NOT_IN_RATIO':
      return quote.variantId && !rules.variants.find((v) => v.id === quote.variantId)?.packUnits
        ? t('wholesale.variants.errors.NOT_IN_PACK')
        : t('wholesale.variants.errors.NOT_IN_RATIO', {
            ratio: rules.variants
              .filter((v) => (v.packUnits ?? 0) > 0)
              .map((v) => formatCount(v.packUnits!))
              .join(' : '),
          });
    case 'UNKNOWN_VARIANT':
    case 'INVALID_QUANTITY':
      return quote.message;
  }
}
