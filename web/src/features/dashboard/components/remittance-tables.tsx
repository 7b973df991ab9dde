import { COURIER_LABELS, type CodReport, type Courier } from '@bulkbazar/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Money } from '@/components/ui/money';
import { formatCount, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useCourierRemittances } from '../api/remittances';
import { Cell, DataTable, Row, RowHeader, thClasses } from './data-table';
import { dhakaTime, longDay, shortOrderId } from './format';

const heads = (labels: string[], right: string[] = []) =>
  labels.map((c) => (
    <th key={c} scope="col" className={right.includes(c) ? `${thClasses} text-right` : thClasses}>
      {c}
    </th>
  ));

export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {intro && <p className="text-sm text-slate-600 dark:text-slate-400">{intro}</p>}
      {children}
    </section>
  );
}

const Empty = ({ text }: { text: string }) => (
  <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>
);

/** Each courier's receivable in the books and how many of its parcels wait for a remittance. */
export function OwedTable({ couriers }: { couriers: CodReport['couriers'] }) {
  const { t } = useTranslation();
  const label = {
    courier: t('remittances.owed.courier'),
    outstanding: t('remittances.owed.outstanding'),
    unremitted: t('remittances.owed.unremitted'),
  };
  return (
    <DataTable
      caption={t('remittances.owed.caption')}
      head={heads(Object.values(label), [label.outstanding, label.unremitted])}
    >
      {couriers.map((c) => (
        <Row key={c.courier}>
          <RowHeader label={label.courier}>{COURIER_LABELS[c.courier]}</RowHeader>
          <Cell label={label.outstanding} className="text-right">
            <Money value={c.outstanding} className="font-semibold" />
          </Cell>
          <Cell label={label.unremitted} className="text-right tabular-nums">
            {formatCount(c.unremitted.length)}
          </Cell>
        </Row>
      ))}
    </DataTable>
  );
}

/** Parcels delivered with cash collected and not remitted within COD_REMITTANCE_DAYS. */
export function OverdueTable({ report }: { report: CodReport }) {
  const { t } = useTranslation();
  if (report.overdue.length === 0) return <Empty text={t('remittances.overdue.none')} />;
  const label = {
    order: t('remittances.form.order'),
    courier: t('remittances.owed.courier'),
    delivered: t('remittances.form.delivered'),
    collected: t('remittances.form.collected'),
  };
  return (
    <DataTable
      stacked
      caption={t('remittances.overdue.caption')}
      head={heads(Object.values(label), [label.collected])}
    >
      {report.overdue.map((p) => (
        <Row key={p.orderId}>
          <RowHeader label={label.order}>
            <Link to={paths.dashboardOrder(p.orderId)} className="font-mono underline">
              {shortOrderId(p.orderId)}
            </Link>
          </RowHeader>
          <Cell label={label.courier}>{COURIER_LABELS[p.courier]}</Cell>
          <Cell label={label.delivered}>{p.deliveredAt ? dhakaTime(p.deliveredAt) : ''}</Cell>
          <Cell label={label.collected} className="text-right">
            <Money value={p.collected} />
          </Cell>
        </Row>
      ))}
    </DataTable>
  );
}

/** Remittances whose parcel amounts differ from the cash collected, or whose amount + fees from the parcels. */
export function MismatchTable({ mismatches }: { mismatches: CodReport['mismatches'] }) {
  const { t } = useTranslation();
  if (mismatches.length === 0) return <Empty text={t('remittances.mismatches.none')} />;
  const label = {
    remittance: t('remittances.mismatches.remittance'),
    totals: t('remittances.mismatches.totals'),
    parcels: t('remittances.mismatches.parcels'),
    collected: t('remittances.mismatches.collectedTotal'),
  };
  return (
    <DataTable
      stacked
      caption={t('remittances.mismatches.caption')}
      head={heads(Object.values(label), [label.totals, label.parcels, label.collected])}
    >
      {mismatches.map((m) => (
        <Row key={m.remittanceId}>
          <RowHeader label={label.remittance} className="font-normal">
            <span className="font-semibold">{COURIER_LABELS[m.courier]}</span> · {m.reference}
            <span className="block text-xs text-slate-500 dark:text-slate-400">{longDay(m.receivedOn)}</span>
            {m.parcels.map((p) => (
              <span key={p.orderId} className="block text-xs text-amber-800 dark:text-amber-300">
                {t('remittances.mismatches.parcelLine', {
                  id: shortOrderId(p.orderId),
                  amount: formatTaka(p.amount),
                  collected: p.collected === null ? t('dashboard.order.none') : formatTaka(p.collected),
                })}
              </span>
            ))}
          </RowHeader>
          <Cell label={label.totals} className="text-right">
            <Money value={m.amount + m.fees} />
          </Cell>
          <Cell label={label.parcels} className="text-right">
            <Money value={m.parcelsTotal} />
          </Cell>
          <Cell label={label.collected} className="text-right">
            <Money value={m.collectedTotal} />
          </Cell>
        </Row>
      ))}
    </DataTable>
  );
}

/** The courier's remittances recorded so far, newest first. */
export function RecordedTable({ courier }: { courier: Courier }) {
  const { t } = useTranslation();
  const { data } = useCourierRemittances(courier);
  if (!data) return null;
  if (data.remittances.length === 0) return <Empty text={t('remittances.list.none')} />;
  const label = {
    receivedOn: t('remittances.list.receivedOn'),
    reference: t('remittances.list.reference'),
    amount: t('remittances.list.amount'),
    fees: t('remittances.list.fees'),
    parcels: t('remittances.list.parcels'),
  };
  return (
    <DataTable
      stacked
      caption={t('remittances.list.caption')}
      head={heads(Object.values(label), [label.amount, label.fees, label.parcels])}
    >
      {data.remittances.map((r) => (
        <Row key={r._id}>
          <RowHeader label={label.receivedOn} className="font-normal whitespace-nowrap">
            {longDay(r.receivedOn)}
          </RowHeader>
          <Cell label={label.reference} className="break-all">
            {r.reference}
          </Cell>
          <Cell label={label.amount} className="text-right">
            <Money value={r.amount} className="font-semibold" />
          </Cell>
          <Cell label={label.fees} className="text-right">
            <Money value={r.fees} />
          </Cell>
          <Cell label={label.parcels} className="text-right tabular-nums">
            {formatCount(r.parcels.length)}
          </Cell>
        </Row>
      ))}
    </DataTable>
  );
}
