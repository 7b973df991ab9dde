import type { ProductStatus } from '@bulkbazar/contract';
import { useTranslation } from '@/lib/i18n';
import { Badge } from '../ui/badge';

const tones = { pending: 'warning', approved: 'success', rejected: 'danger', blocked: 'danger' } as const;

/** A listing's review state, as its seller and admins see it ('Pending review', 'Approved', …). */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`productStatus.${status}`)}</Badge>;
}
