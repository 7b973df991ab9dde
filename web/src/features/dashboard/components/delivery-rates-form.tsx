import { DELIVERY_ZONES, type DeliveryRates } from '@bulkbazar/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { isApiError } from '@/lib/api-error';
import { i18n, useTranslation } from '@/lib/i18n';
import { useSaveDeliveryRates } from '../api/get-delivery-rates';

type Row = { upToKg: string; charges: Record<(typeof DELIVERY_ZONES)[number], string> };

const toRows = (rates: DeliveryRates): Row[] =>
  rates.bands.map((b) => ({
    upToKg: b.upToKg === null ? '' : String(b.upToKg),
    charges: {
      dhaka_city: String(b.charges.dhaka_city),
      dhaka_suburbs: String(b.charges.dhaka_suburbs),
      elsewhere: String(b.charges.elsewhere),
    },
  }));

/**
 * The admin's delivery charge table: weight bands (the last open-ended) × zones, in taka. The server checks
 * it (PUT /api/admin/delivery-rates) and names a refused cell as `bands.1.upToKg`.
 */
export function DeliveryRatesForm({ rates }: { rates: DeliveryRates }) {
  const { t } = useTranslation();
  const save = useSaveDeliveryRates();
  const [rows, setRows] = useState<Row[]>(() => toRows(rates));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);

  const set = (i: number, change: (row: Row) => Row) => {
    setSaved(false);
    setRows(rows.map((r, j) => (j === i ? change(r) : r)));
  };

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const body: DeliveryRates = {
      bands: rows.map((r, i) => ({
        upToKg: i === rows.length - 1 || r.upToKg.trim() === '' ? null : Number(r.upToKg),
        charges: {
          dhaka_city: Number(r.charges.dhaka_city),
          dhaka_suburbs: Number(r.charges.dhaka_suburbs),
          elsewhere: Number(r.charges.elsewhere),
        },
      })),
    };
    save.mutate(body, {
      onSuccess: (answer) => {
        setRows(toRows(answer));
        setFields({});
        setSaved(true);
      },
      onError: (error) => setFields(isApiError(error) ? error.fields : {}),
    });
  }

  const cell = (
    i: number,
    key: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    disabled = false,
  ) => (
    <td className="px-2 py-2 align-top">
      <input
        aria-label={label}
        aria-invalid={Boolean(fields[`bands.${i}.${key}`])}
        value={disabled ? '' : value}
        placeholder={disabled ? t('delivery.rates.heavier') : undefined}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        inputMode="decimal"
        className={`${inputClasses} w-28`}
      />
      {fields[`bands.${i}.${key}`] && (
        <p className="mt-1 text-xs text-red-700 dark:text-red-300">
          {i18n.message(fields[`bands.${i}.${key}`]!)}
        </p>
      )}
    </td>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="rates-heading" className="flex flex-col gap-3">
      <h2 id="rates-heading" className="text-xl font-bold">
        {t('delivery.rates.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('delivery.rates.intro')}</p>
      {rows.length === 0 && <p>{t('delivery.rates.empty')}</p>}
      <div className="overflow-x-auto">
        <table className="text-sm">
          <thead>
            <tr>
              <th scope="col" className="px-2 text-left">
                {t('delivery.rates.upToKg')}
              </th>
              {DELIVERY_ZONES.map((z) => (
                <th key={z} scope="col" className="px-2 text-left">
                  {t(`delivery.zone.${z}`)} (৳)
                </th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const band = t('delivery.rates.band', { n: i + 1 });
              return (
                <tr key={i}>
                  {cell(
                    i,
                    'upToKg',
                    `${band}: ${t('delivery.rates.upToKg')}`,
                    row.upToKg,
                    (v) => set(i, (r) => ({ ...r, upToKg: v })),
                    i === rows.length - 1,
                  )}
                  {DELIVERY_ZONES.map((z) =>
                    cell(i, `charges.${z}`, `${band}: ${t(`delivery.zone.${z}`)}`, row.charges[z], (v) =>
                      set(i, (r) => ({ ...r, charges: { ...r.charges, [z]: v } })),
                    ),
                  )}
                  <td className="px-2 py-2 align-top">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => setRows(rows.filter((_, j) => j !== i))}
                    >
                      {t('delivery.rates.removeBand', { n: i + 1 })}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            setRows([...rows, { upToKg: '', charges: { dhaka_city: '', dhaka_suburbs: '', elsewhere: '' } }])
          }
        >
          {t('delivery.rates.addBand')}
        </Button>
        <SubmitButton pending={save.isPending}>{t('delivery.rates.save')}</SubmitButton>
      </div>
      <p role="status" className="min-h-5 text-sm text-emerald-800 dark:text-emerald-300">
        {saved ? t('delivery.rates.saved') : ''}
      </p>
    </form>
  );
}
