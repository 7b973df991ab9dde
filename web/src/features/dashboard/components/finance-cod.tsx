import type { FinanceSummary } from '@bulkbazar/contract';
import { formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { DataTable, tdClasses, thClasses } from './data-table';

const COURIERS = ['steadfast', 'pathao', 'redx'] as const;
const isKnown = (c: string): c is (typeof COURIERS)[number] => (COURIERS as readonly string[]).includes(c);

/** Cash each courier collected at the door and had not remitted at the range's end. */
export function FinanceCod({ cod }: { cod: FinanceSummary['codOutstanding'] }) {
  const { t } = useTranslation();
  const right = `${tdClasses} text-right tabular-nums`;
  return (
    <section aria-labelledby="finance-cod-heading">
      <h2 id="finance-cod-heading" className="mb-3 text-lg font-semibold">
        {t('financeOverview.codTitle')}
      </h2>
      <DataTable
        caption={t('financeOverview.codTitle')}
        head={
          <>
            <th scope="col" className={thClasses}>
              {t('financeOverview.courier')}
            </th>
            <th scope="col" className={`${thClasses} text-right`}>
              {t('financeOverview.amount')}
            </th>
          </>
        }
      >
        {cod.byCourier.map((c) => (
          <tr key={c.courier}>
            <th scope="row" className={`${tdClasses} text-left font-normal`}>
              {isKnown(c.courier) ? t(`financeOverview.couriers.${c.courier}`) : c.courier}
            </th>
            <td className={right}>{formatTaka(c.amount)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className={`${tdClasses} text-left font-semibold`}>
            {t('financeOverview.total')}
          </th>
          <td className={`${right} font-semibold`}>{formatTaka(cod.total)}</td>
        </tr>
      </DataTable>
    </section>
  );
}
