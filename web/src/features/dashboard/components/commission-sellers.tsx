import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input-field';
import { useTranslation } from '@/lib/i18n';
import { useSellerSearch } from '../api/commission';
import { CellInput } from './cell-input';

/** A seller override as the form holds it (the numbers as typed). */
export type SellerRow = {
  sellerId: string;
  sellerName: string;
  sellerEmail: string;
  percent: string;
  fixedFee: string;
  endsOn: string;
  expired: boolean;
};

type Props = {
  rows: SellerRow[];
  /** The server's refusals, keyed `sellers.<row>.<field>`. */
  fields: Record<string, string>;
  onChange: (rows: SellerRow[]) => void;
};

/**
 * The seller overrides: each seller's percentage, fixed fee and last day, an ended one marked (it applies no
 * more; remove it before saving), and a search to add a seller (administrators never sell: not offered).
 */
export function CommissionSellers({ rows, fields, onChange }: Props) {
  const { t } = useTranslation();
  const set = (i: number, change: Partial<SellerRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...change, expired: false } : r)));

  return (
    <section aria-labelledby="commission-sellers" className="flex flex-col gap-3">
      <h2 id="commission-sellers" className="text-lg font-semibold">
        {t('commission.sellers.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('commission.sellers.hint')}</p>
      {rows.length === 0 ? (
        <p className="text-sm">{t('commission.sellers.none')}</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby="commission-sellers">
          <table className="text-sm">
            <thead>
              <tr className="text-left">
                <th scope="col" className="px-2 py-1">
                  {t('commission.sellers.seller')}
                </th>
                <th scope="col" className="px-2 py-1">
                  {t('commission.sellers.percent')}
                </th>
                <th scope="col" className="px-2 py-1">
                  {t('commission.sellers.fixedFee')}
                </th>
                <th scope="col" className="px-2 py-1">
                  {t('commission.sellers.endsOn')}
                </th>
                <th />
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => {
                const name = row.sellerName || row.sellerEmail;
                const at = (field: string) => fields[`sellers.${i}.${field}`];
                return (
                  <tr key={row.sellerId} className="align-top">
                    <th scope="row" className="px-2 py-2 text-left font-normal">
                      <span className="font-medium">{row.sellerName}</span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">
                        {row.sellerEmail}
                      </span>
                      {row.expired && <Badge tone="neutral">{t('commission.sellers.expired')}</Badge>}
                      {at('sellerId') && (
                        <p className="mt-1 text-sm text-red-700 dark:text-red-300">{at('sellerId')}</p>
                      )}
                    </th>
                    <td className="px-2 py-2">
                      <CellInput
                        label={t('commission.sellers.rowPercent', { name })}
                        error={at('percent')}
                        value={row.percent}
                        onChange={(percent) => set(i, { percent })}
                        inputMode="decimal"
                        className="w-24"
                      />
                    </td>
                    <td className="px-2 py-2">
                      <CellInput
                        label={t('commission.sellers.rowFixedFee', { name })}
                        error={at('fixedFee')}
                        value={row.fixedFee}
                        onChange={(fixedFee) => set(i, { fixedFee })}
                        inputMode="decimal"
                        className="w-24"
                      />
                    </td>
                    <td className="px-2 py-2">
                      <CellInput
                        type="date"
                        label={t('commission.sellers.rowEndsOn', { name })}
                        error={at('endsOn')}
                        value={row.endsOn}
                        onChange={(endsOn) => set(i, { endsOn })}
                        className="w-40"
                      />
                    </td>
                    <td className="px-2 py-2">
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        onClick={() => onChange(rows.filter((_, j) => j !== i))}
                      >
                        {t('commission.sellers.remove', { name })}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <SellerFinder
        listed={new Set(rows.map((r) => r.sellerId))}
        onPick={(seller) =>
          onChange([...rows, { ...seller, percent: '', fixedFee: '0', endsOn: '', expired: false }])
        }
      />
    </section>
  );
}

/** Finds accounts by name or e-mail (the server searches) and adds one as a new override. */
function SellerFinder({
  listed,
  onPick,
}: {
  listed: Set<string>;
  onPick: (seller: { sellerId: string; sellerName: string; sellerEmail: string }) => void;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const found = useSellerSearch(q.trim());
  return (
    <div className="flex max-w-xl flex-col gap-2">
      <InputField
        label={t('commission.sellers.find')}
        hint={t('commission.sellers.findHint')}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {found.data && found.data.length === 0 && <p className="text-sm">{t('commission.sellers.noMatch')}</p>}
      {found.data && found.data.length > 0 && (
        <ul className="flex flex-col gap-1">
          {found.data.map((u) => (
            <li key={u._id} className="flex items-center justify-between gap-3 text-sm">
              <span>
                {u.name} <span className="text-slate-600 dark:text-slate-400">{u.email}</span>
              </span>
              {listed.has(u._id) ? (
                <span className="text-xs">{t('commission.sellers.already')}</span>
              ) : (
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    onPick({ sellerId: u._id, sellerName: u.name, sellerEmail: u.email });
                    setQ('');
                  }}
                >
                  {t('commission.sellers.add', { name: u.name })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
