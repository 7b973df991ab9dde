import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { commissionQueryOptions, useCommissionRules } from '../api/commission';
import { CommissionForm } from '../components/commission-form';
import { FinanceTabs } from '../components/finance-tabs';
import { PageHeader } from '../components/page-header';
import { adminLoader } from './admin-loader';

export function createLoader(queryClient: QueryClient) {
  return adminLoader(queryClient, () => queryClient.ensureQueryData(commissionQueryOptions()));
}

/**
 * /dashboard/finance/commission (issue 29 item 1): the commission rules — the default, each category's, seller
 * overrides — which orders copy when they are placed.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('commission.title'));
  const { data: rules } = useCommissionRules();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <PageHeader title={t('commission.title')} intro={t('commission.intro')} />
        <FinanceTabs />
      </div>
      <CommissionForm rules={rules} />
    </div>
  );
}
