import type { Rfq } from '@bulkbazar/contract';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

const TONES = { open: 'success', closed: 'neutral', accepted: 'warning' } as const;

/** Open, closed (14 days passed) or accepted; hidden by a moderator on top of that. */
export function RfqStatusBadge({ rfq }: { rfq: Pick<Rfq, 'status' | 'hidden'> }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={TONES[rfq.status]}>{t(`rfq.status.${rfq.status}`)}</Badge>
      {rfq.hidden && <Badge tone="danger">{t('rfq.hiddenBadge')}</Badge>}
    </span>
  );
}
