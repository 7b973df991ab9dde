import { COURIER_LABELS, COURIERS, type Courier } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { inputClasses } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { codReportQueryOptions, useCodReport } from '../api/remittances';
import { FinanceTabs } from '../components/finance-tabs';
import { PageHeader } from '../components/page-header';
import { RemittanceForm } from '../components/remittance-form';
import {
  MismatchTable,
  OverdueTable,
  OwedTable,
  RecordedTable,
  Section,
} from '../components/remittance-tables';
import { adminLoader } from './admin-loader';

export function createLoader(queryClient: QueryClient) {
  return adminLoader(queryClient, () => queryClient.ensureQueryData(codReportQueryOptions()));
}

/**
 * /dashboard/finance/remittances: cash on delivery the shop's couriers collected (issue 29 item 6) — what each
 * still owes in the books, recording what one handed over (filled from its payment statement where it publishes
 * them), the parcels overdue, the remittances that do not add up, and the courier's recorded remittances.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('remittances.title'));
  const { data: report } = useCodReport();
  const courierId = useId();
  // The courier with parcels waiting first, so the form opens on work to do.
  const [courier, setCourier] = useState<Courier>(
    () => report.couriers.find((c) => c.unremitted.length > 0)?.courier ?? COURIERS[0],
  );
  const current = report.couriers.find((c) => c.courier === courier)!;

  return (
    <div className="flex flex-col gap-8">
      <div>
        <PageHeader title={t('remittances.title')} intro={t('remittances.intro')} />
        <FinanceTabs />
      </div>
      <Section id="remittances-owed" title={t('remittances.owed.title')}>
        <OwedTable couriers={report.couriers} />
      </Section>
      <Section id="remittances-record" title={t('remittances.form.title')}>
        <div className="flex max-w-xs flex-col gap-1">
          <label htmlFor={courierId} className="text-sm font-semibold">
            {t('remittances.form.courier')}
          </label>
          <select
            id={courierId}
            value={courier}
            onChange={(e) => setCourier(e.target.value as Courier)}
            className={inputClasses}
          >
            {COURIERS.map((c) => (
              <option key={c} value={c}>
                {COURIER_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
        {/* One form per courier: picking another starts afresh. */}
        <RemittanceForm
          key={courier}
          courier={courier}
          parcels={current.unremitted}
          statements={current.statements}
        />
      </Section>
      <Section
        id="remittances-overdue"
        title={t('remittances.overdue.title')}
        intro={t('remittances.overdue.intro', { count: report.remittanceDays })}
      >
        <OverdueTable report={report} />
      </Section>
      <Section id="remittances-mismatches" title={t('remittances.mismatches.title')}>
        <MismatchTable mismatches={report.mismatches} />
      </Section>
      <Section id="remittances-list" title={`${t('remittances.list.title')} · ${COURIER_LABELS[courier]}`}>
        <RecordedTable courier={courier} />
      </Section>
    </div>
  );
}
