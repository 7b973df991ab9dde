import { formatDhakaDate, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { CreditInvoice } from '../api/credit';

const cell = 'flex justify-between gap-3 px-3 py-1 text-right sm:table-cell sm:py-2 sm:text-left';
// The column's name inside each cell, for the phone's cards (the table's head shows it from 640 px on).
const label = 'shrink-0 text-left text-slate-600 sm:hidden dark:text-slate-400';
// Numbers and amounts stay on one line in the table (dates may wrap between words); on a phone a long number
// breaks anywhere rather than widen its card.
const oneLine = 'sm:whitespace-nowrap';

/**
 * The company's invoices: number, PO number, issued, due, amount, paid, status — an overdue one marked red with
 * the day it fell due. A table from 640 px on; below, each row is a card (one markup, so both read the same).
 * With `selected`, each open invoice has a box to pick it for paying.
 */
export function CreditInvoices({
  invoices,
  selected,
  onToggle,
}: {
  invoices: CreditInvoice[];
  selected?: ReadonlySet<string>;
  onToggle?: (id: string) => void;
}) {
  const { t } = useTranslation();
  const choosing = selected !== undefined && onToggle !== undefined;
  const heads = [
    t('credit.number'),
    t('credit.poNumbers'),
    t('credit.issued'),
    t('credit.due'),
    t('credit.amount'),
    t('credit.paid'),
    t('credit.status'),
  ];
  if (invoices.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">{t('credit.noInvoices')}</p>;
  return (
    <div className="sm:overflow-x-auto">
      <table className="block w-full text-sm sm:table">
        <thead className="hidden sm:table-header-group">
          <tr className="border-b border-slate-200 dark:border-slate-800">
            {choosing && (
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{t('credit.payTitle')}</span>
              </th>
            )}
            {heads.map((head) => (
              <th key={head} scope="col" className="px-3 py-2 text-left font-medium">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="flex flex-col gap-3 sm:table-row-group">
          {invoices.map((inv) => {
            const late = inv.status === 'open' && inv.overdue;
            return (
              <tr
                key={inv.id}
                className={`block rounded-xl border py-2 sm:table-row sm:rounded-none sm:border-0 sm:border-b ${
                  late
                    ? 'border-red-500 bg-red-50 dark:border-red-700 dark:bg-red-950'
                    : 'border-slate-200 dark:border-slate-800'
                }`}
              >
                {choosing && (
                  <td className={cell}>
                    {inv.status === 'open' && (
                      <input
                        type="checkbox"
                        aria-label={t('credit.select', { number: inv.number })}
                        checked={selected.has(inv.id)}
                        onChange={() => onToggle(inv.id)}
                        className="size-5 accent-emerald-700"
                      />
                    )}
                  </td>
                )}
                <td className={`${cell} font-semibold [overflow-wrap:anywhere] ${oneLine}`}>
                  <span className={label}>{heads[0]}</span>
                  {inv.number}
                </td>
                <td className={`${cell} ${oneLine}`}>
                  <span className={label}>{heads[1]}</span>
                  {inv.poNumber ?? '—'}
                </td>
                <td className={cell}>
                  <span className={label}>{heads[2]}</span>
                  {formatDhakaDate(inv.issuedAt)}
                </td>
                <td className={cell}>
                  <span className={label}>{heads[3]}</span>
                  {formatDhakaDate(inv.dueAt)}
                </td>
                <td className={`${cell} ${oneLine} tabular-nums`}>
                  <span className={label}>{heads[4]}</span>
                  {formatTaka(inv.amountPoisha / 100)}
                </td>
                <td className={`${cell} ${oneLine} tabular-nums`}>
                  <span className={label}>{heads[5]}</span>
                  {formatTaka(inv.paidPoisha / 100)}
                </td>
                <td className={cell}>
                  <span className={label}>{heads[6]}</span>
                  {late ? (
                    <strong className="text-red-700 dark:text-red-300">
                      {t('credit.overdueSince', { date: formatDhakaDate(inv.dueAt) })}
                    </strong>
                  ) : (
                    t(`credit.statuses.${inv.status}`)
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
