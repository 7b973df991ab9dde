import { rolesAllow, type PendingCreditApplication } from '@bulkbazar/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { i18n, useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  creditAgingQueryOptions,
  creditApplicationsQueryOptions,
  creditBookQueryOptions,
  useCreditAging,
  useCreditApplications,
  useCreditBook,
  type CreditLine,
} from '../api/credit-book';
import { LimitDialog, TransferDialog } from '../components/credit-forms';
import { AgingTable, ApplicationsList, CompaniesTable } from '../components/credit-tables';
import { sectionsFor } from '../components/dashboard-sidebar';
import { PageHeader } from '../components/page-header';
import { Section } from '../components/remittance-tables';
import { adminLoader } from './admin-loader';

export function createLoader(queryClient: QueryClient) {
  return adminLoader(queryClient, () =>
    Promise.all([
      queryClient.prefetchQuery(creditApplicationsQueryOptions()),
      queryClient.prefetchQuery(creditBookQueryOptions()),
      queryClient.prefetchQuery(creditAgingQueryOptions()),
    ]),
  );
}

/**
 * /dashboard/credit (issue 31 item 4, decision 0042): the operator's credit book, finance's `payments`
 * permission as on the server. A staff member without it is sent to their first section, asking nothing.
 */
export function Component() {
  const { user } = useAuth();
  const roles = user?.roles ?? [];
  if (!roles.includes('admin') && !rolesAllow(roles, 'payments'))
    return <Navigate replace to={sectionsFor(roles)[0]?.to ?? '/'} />;
  return <CreditBookPage />;
}

type Open =
  | { kind: 'limit'; company: { companyId: string; name: string; limitPoisha: number; termsDays: number } }
  | { kind: 'transfer'; company: CreditLine };

/** A query's state: the spinner, its error, or what it loaded. */
function Loaded<T>({
  query,
  children,
}: {
  query: { isPending: boolean; error: Error | null; data: T | undefined };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner />;
  if (query.error || query.data === undefined)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {t('creditBook.loadFailed', { reason: i18n.message(query.error?.message ?? '') })}
      </p>
    );
  return <>{children(query.data)}</>;
}

function CreditBookPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('creditBook.title'));
  const applications = useCreditApplications();
  const book = useCreditBook();
  const aging = useCreditAging();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const fromApplication = (a: PendingCreditApplication) =>
    setOpen({
      kind: 'limit',
      company: {
        companyId: a.companyId,
        name: a.companyName,
        limitPoisha: a.requestedLimitPoisha,
        termsDays: a.termsDays,
      },
    });

  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t('creditBook.title')} intro={t('creditBook.intro')} />
      <Section id="credit-applications" title={t('creditBook.applications.title')}>
        <Loaded query={applications}>
          {(data) => <ApplicationsList applications={data.applications} onSetLimit={fromApplication} />}
        </Loaded>
      </Section>
      <Section id="credit-companies" title={t('creditBook.companies.title')}>
        <Loaded query={book}>
          {(data) => (
            <CompaniesTable
              companies={data.companies}
              onSetLimit={(company) => setOpen({ kind: 'limit', company })}
              onTransfer={(company) => setOpen({ kind: 'transfer', company })}
            />
          )}
        </Loaded>
      </Section>
      <Section id="credit-aging" title={t('creditBook.aging.title')} intro={t('creditBook.aging.intro')}>
        <Loaded query={aging}>{(data) => <AgingTable aging={data} />}</Loaded>
      </Section>
      {open?.kind === 'limit' && <LimitDialog company={open.company} onClose={close} />}
      {open?.kind === 'transfer' && <TransferDialog company={open.company} onClose={close} />}
    </div>
  );
}
