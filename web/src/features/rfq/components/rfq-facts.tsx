import type { Rfq } from '@bulkbazar/contract';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { categoryLabel, formatCount, formatDhakaDate, formatDhakaDateTime, formatTaka } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/** What was asked: category, quantity, target price, needed by, who asked, until when quotes are taken. */
export function RfqFacts({ rfq }: { rfq: Rfq }) {
  const { t } = useTranslation();
  const facts: Fact[] = [
    [t('rfq.facts.category'), categoryLabel(rfq.category)],
    [t('rfq.facts.quantity'), formatCount(rfq.quantity)],
    [
      t('rfq.facts.targetPrice'),
      rfq.targetPrice === null ? t('dashboard.order.none') : formatTaka(rfq.targetPrice),
    ],
    [
      t('rfq.facts.neededBy'),
      rfq.neededBy ? formatDhakaDate(`${rfq.neededBy}T12:00:00+06:00`) : t('dashboard.order.none'),
    ],
    [t('rfq.facts.buyer'), rfq.buyerName],
    [t('rfq.facts.closesAt'), formatDhakaDateTime(rfq.closesAt)],
  ];
  if (rfq.note) facts.push([t('rfq.facts.note'), rfq.note]);
  return <FactList facts={facts} className="grid-cols-[auto_1fr] gap-y-2" />;
}
