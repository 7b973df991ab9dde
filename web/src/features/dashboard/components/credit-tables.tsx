import type { PendingCreditApplication } from '@bulkbazar/contract';
import { Button } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { formatDhakaDate, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { AgingBuckets, CreditAging, CreditLine } from '../api/credit-book';
import { Cell, DataTable, Row, RowHeader, thClasses } from './data-table';

const heads = (labels: string[], right: string[] = []) =>
  labels.map((c) => (
    <th key={c} scope="col" className={right.includes(c) ? `${thClasses} text-right` : thClasses}>
      {c}
    </th>
  ));

const poisha = (value: number) => value / 100;

export const Empty = ({ text }: { text: string }) => (
  <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>
);

/** The applications waiting for a decision, as cards (they carry a note): each with Set limit, prefilled. */
export function ApplicationsList({
  applications,
  onSetLimit,
}: {
  applications: PendingCreditApplication[];
  onSetLimit: (application: PendingCreditApplication) => void;
}) {
  const { t } = useTranslation();
  if (applications.length === 0) return <Empty text={t('creditBook.applications.none')} />;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {applications.map((a) => (
        <li
          key={a.id}
          aria-labelledby={`credit-application-${a.id}`}
          className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <h3 id={`credit-application-${a.id}`} className="font-semibold">
            {a.companyName}
          </h3>
          <p className="text-sm">
            {t('creditBook.applications.asked', {
              amount: formatTaka(poisha(a.requestedLimitPoisha)),
              terms: t('creditBook.termsDays', { count: a.termsDays }),
            })}
          </p>
          {a.note && (
            <p className="text-sm break-words">{t('creditBook.applications.note', { note: a.note })}</p>
          )}
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('creditBook.applications.by', {
              name: a.appliedBy.name,
              email: a.appliedBy.email,
              when: formatDhakaDate(a.createdAt),
            })}
          </p>
          {!a.companyVerified && (
            <p className="text-xs font-semibold text-amber-800 dark:text-amber-300">
              {t('creditBook.applications.unverified')}
            </p>
          )}
          <div>
            <Button
              size="sm"
              onClick={() => onSetLimit(a)}
              aria-label={t('creditBook.applications.setLimitFor', { name: a.companyName })}
            >
              {t('creditBook.applications.setLimit')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Every company with a credit line; overdue money in red. Rows become cards on a phone. */
export function CompaniesTable({
  companies,
  onSetLimit,
  onTransfer,
}: {
  companies: CreditLine[];
  onSetLimit: (line: CreditLine) => void;
  onTransfer: (line: CreditLine) => void;
}) {
  const { t } = useTranslation();
  if (companies.length === 0) return <Empty text={t('creditBook.companies.none')} />;
  const label = {
    company: t('creditBook.companies.company'),
    limit: t('creditBook.companies.limit'),
    used: t('creditBook.companies.used'),
    available: t('creditBook.companies.available'),
    overdue: t('creditBook.companies.overdue'),
    terms: t('creditBook.companies.terms'),
    actions: t('creditBook.companies.actions'),
  };
  const money = [label.limit, label.used, label.available, label.overdue];
  return (
    <DataTable stacked caption={t('creditBook.companies.caption')} head={heads(Object.values(label), money)}>
      {companies.map((c) => (
        <Row key={c.companyId}>
          <RowHeader label={label.company}>{c.name}</RowHeader>
          <Cell label={label.limit} className="text-right">
            <Money value={poisha(c.limitPoisha)} />
          </Cell>
          <Cell label={label.used} className="text-right">
            <Money value={poisha(c.usedPoisha)} />
          </Cell>
          <Cell label={label.available} className="text-right">
            <Money value={poisha(c.availablePoisha)} className="font-semibold" />
          </Cell>
          <Cell label={label.overdue} className="text-right">
            <Money
              value={poisha(c.overduePoisha)}
              className={c.overduePoisha > 0 ? 'font-semibold text-red-700 dark:text-red-300' : ''}
            />
          </Cell>
          <Cell label={label.terms} className="whitespace-nowrap">
            {t('creditBook.termsDays', { count: c.termsDays })}
          </Cell>
          <Cell label={label.actions}>
            <div className="flex flex-wrap gap-2 max-md:justify-end">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onSetLimit(c)}
                aria-label={t('creditBook.companies.setLimitFor', { name: c.name })}
              >
                {t('creditBook.companies.setLimit')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onTransfer(c)}
                aria-label={t('creditBook.companies.transferFor', { name: c.name })}
              >
                {t('creditBook.companies.transfer')}
              </Button>
            </div>
          </Cell>
        </Row>
      ))}
    </DataTable>
  );
}

const BUCKETS = ['current', 'days1to30', 'days31to60', 'days60plus', 'total'] as const;

/** Open invoices per company by days past due, and the total row; amounts in lakh grouping (formatTaka). */
export function AgingTable({ aging }: { aging: CreditAging }) {
  const { t } = useTranslation();
  const owing = aging.companies.filter((c) => c.total > 0);
  if (owing.length === 0) return <Empty text={t('creditBook.aging.none')} />;
  const company = t('creditBook.aging.company');
  const labels = BUCKETS.map((b) => t(`creditBook.aging.${b}`));
  const cells = (row: AgingBuckets, strong = false) =>
    BUCKETS.map((b, i) => (
      <Cell key={b} label={labels[i]!} className="text-right">
        <Money
          value={poisha(row[b])}
          className={[
            strong || b === 'total' ? 'font-semibold' : '',
            b !== 'current' && b !== 'total' && row[b] > 0 ? 'text-red-700 dark:text-red-300' : '',
          ].join(' ')}
        />
      </Cell>
    ));
  return (
    <DataTable stacked caption={t('creditBook.aging.caption')} head={heads([company, ...labels], labels)}>
      {owing.map((c) => (
        <Row key={c.companyId}>
          <RowHeader label={company}>{c.name}</RowHeader>
          {cells(c)}
        </Row>
      ))}
      <Row>
        <RowHeader label={company}>{t('creditBook.aging.totalRow')}</RowHeader>
        {cells(aging.total, true)}
      </Row>
    </DataTable>
  );
}
