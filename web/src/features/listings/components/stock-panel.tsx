import {
  STOCK_ADJUSTMENT_REASONS,
  type Product,
  type StockMovement,
  type StockMovementReason,
} from '@bulkbazar/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { formatCount, formatDhakaDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useAdjustStock, useStockHistory } from '../api/stock';

const input =
  'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900';

const COLUMNS = ['when', 'what', 'variantColumn', 'changeColumn', 'before', 'after', 'who'] as const;

const optionsText = (options: Record<string, string> | null) =>
  options
    ? Object.entries(options)
        .map(([name, value]) => `${name}: ${value}`)
        .join(' · ')
    : '';

/**
 * The listing's stock (issue 30 item 7) on its edit page: an adjustment with a reason (units received, damaged,
 * returned, or a count's correction; a variant product names its variant) and the history of every move —
 * adjustments, orders, cancels, imports — newest first, with who, when, before and after.
 */
export function StockPanel({ product }: { product: Product }) {
  const { t } = useTranslation();
  const history = useStockHistory(product._id);
  const adjust = useAdjustStock(product._id);
  const [error, setError] = useState<Record<string, string>>({});
  const variants = product.variants ?? [];
  // Catalog reads skip the schema check (api-client.ts): an answer without the list shows no rows.
  const movements = history.data?.movements ?? [];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const note = String(data.get('note') ?? '').trim();
    setError({});
    try {
      await adjust.mutateAsync({
        ...(variants.length ? { variantId: String(data.get('variantId')) } : {}),
        change: Number(data.get('change')),
        reason: String(data.get('reason')) as (typeof STOCK_ADJUSTMENT_REASONS)[number],
        ...(note ? { note } : {}),
      });
      form.reset();
    } catch (e) {
      setError(e instanceof ApiError ? (e.fields ?? { change: e.message }) : { change: String(e) });
    }
  }

  const fieldError = (name: string) =>
    error[name] ? (
      <p id={`stock-${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
        {error[name]}
      </p>
    ) : null;

  return (
    <section
      aria-labelledby="stock-heading"
      className="mt-10 min-w-0 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="stock-heading" className="text-xl font-semibold">
        {t('stock.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('stock.now', { count: formatCount(product.maxQuantity) })}
      </p>
      <form
        onSubmit={(e) => void onSubmit(e)}
        className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
        noValidate
      >
        {variants.length > 0 && (
          <label className="text-sm font-medium">
            {t('stock.variant')}
            <select
              name="variantId"
              className={input}
              aria-describedby={error.variantId ? 'stock-variantId-error' : undefined}
            >
              {variants.map((v) => (
                <option key={v._id} value={v._id}>
                  {optionsText(v.options)} ({formatCount(v.stock)})
                </option>
              ))}
            </select>
            {fieldError('variantId')}
          </label>
        )}
        <label className="text-sm font-medium">
          {t('stock.change')}
          <input
            name="change"
            type="number"
            step={1}
            required
            className={input}
            aria-invalid={error.change ? true : undefined}
            aria-describedby={error.change ? 'stock-change-error' : undefined}
          />
          {fieldError('change')}
        </label>
        <label className="text-sm font-medium">
          {t('stock.reason')}
          <select name="reason" className={input}>
            {STOCK_ADJUSTMENT_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`stock.reasons.${r}`)}
              </option>
            ))}
          </select>
          {fieldError('reason')}
        </label>
        <label className="text-sm font-medium">
          {t('stock.note')}
          <input name="note" maxLength={200} className={input} />
          {fieldError('note')}
        </label>
        <div className="flex items-end">
          <Button type="submit" disabled={adjust.isPending}>
            {t('stock.save')}
          </Button>
        </div>
      </form>
      <h3 className="mt-6 font-semibold">{t('stock.history')}</h3>
      {history.isSuccess && movements.length === 0 && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('stock.none')}</p>
      )}
      {movements.length > 0 && (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('stock.history')}</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                {COLUMNS.map((k) => (
                  <th key={k} scope="col" className="px-2 py-1 font-semibold whitespace-nowrap">
                    {t(`stock.columns.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {movements.map((m) => (
                <MovementRow key={m.id} movement={m} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function MovementRow({ movement: m }: { movement: StockMovement }) {
  const { t } = useTranslation();
  return (
    <tr className="border-b border-slate-100 dark:border-slate-800">
      <td className="px-2 py-1 whitespace-nowrap">
        <time dateTime={m.at}>{formatDhakaDateTime(m.at)}</time>
      </td>
      <td className="px-2 py-1">
        {t(`stock.reasons.${m.reason satisfies StockMovementReason}`)}
        {m.note && <span className="block text-xs text-slate-500 dark:text-slate-400">{m.note}</span>}
      </td>
      <td className="px-2 py-1">{optionsText(m.variantOptions)}</td>
      <td className="px-2 py-1 tabular-nums">
        {m.change > 0 ? `+${formatCount(m.change)}` : `−${formatCount(-m.change)}`}
      </td>
      <td className="px-2 py-1 tabular-nums">{formatCount(m.before)}</td>
      <td className="px-2 py-1 tabular-nums">{formatCount(m.after)}</td>
      <td className="px-2 py-1">{m.actorName ?? t('stock.byShop')}</td>
    </tr>
  );
}
