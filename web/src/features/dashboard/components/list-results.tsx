import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedResults } from '@/components/ui/paged-results';
import { searchWith } from '../api/list-search';

type Props = {
  page: number;
  hasMore: boolean;
  isEmpty: boolean;
  empty: { title: string; text?: string };
  children: ReactNode;
};

/**
 * A page of a dashboard list with Prev/Next (the API says whether more exist rather than counting them).
 * While the next page loads the old rows stay, dimmed, under a spinner.
 */
export function ListResults({ page, hasMore, isEmpty, empty, children }: Props) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  return (
    <PagedResults
      page={page}
      hasMore={hasMore}
      hrefFor={(next) => pathname + searchWith(searchParams, { page: next })}
      updatingLabel={t('dashboard.list.updating')}
    >
      {isEmpty ? <EmptyState title={empty.title} text={empty.text} /> : children}
    </PagedResults>
  );
}
