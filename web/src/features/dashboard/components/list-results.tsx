import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { searchWith } from '../api/list-search';

/** True while another page or filter of this same list is loading its data. */
function useListUpdating(): boolean {
  const location = useLocation();
  const navigation = useNavigation();
  return navigation.state === 'loading' && navigation.location.pathname === location.pathname;
}

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
  const updating = useListUpdating();
  return (
    <div className="relative" aria-busy={updating}>
      {updating && (
        <div className="absolute inset-x-0 top-4 z-10 flex justify-center">
          <span className="rounded-full bg-white px-4 py-2 shadow dark:bg-slate-800">
            <Spinner className="size-5" label={t('dashboard.list.updating')} />
          </span>
        </div>
      )}
      <div className={updating ? 'opacity-50 transition-opacity' : undefined}>
        {isEmpty ? <EmptyState title={empty.title} text={empty.text} /> : children}
      </div>
      <Pagination
        page={page}
        hasMore={hasMore}
        hrefFor={(next) => pathname + searchWith(searchParams, { page: next })}
      />
    </div>
  );
}
