import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { Pagination } from './pagination';
import { Spinner } from './spinner';

/** True while a navigation to this same page (another filter or page number) is loading its data. */
function useListUpdating(): boolean {
  const location = useLocation();
  const navigation = useNavigation();
  return navigation.state === 'loading' && navigation.location.pathname === location.pathname;
}

type Props = {
  page: number;
  hasMore: boolean;
  hrefFor: (page: number) => string;
  /** What the spinner says while another page or filter loads. */
  updatingLabel: string;
  children: ReactNode;
};

/**
 * One page of a list (the catalog's grid, a dashboard table) with Prev/Next beneath. While another page or
 * filter of the same list loads, the old results stay, dimmed, under a spinner, so the page does not jump.
 */
export function PagedResults({ page, hasMore, hrefFor, updatingLabel, children }: Props) {
  const updating = useListUpdating();
  return (
    <div className="relative" aria-busy={updating}>
      {updating && (
        <div className="absolute inset-x-0 top-4 z-10 flex justify-center">
          <span className="rounded-full bg-white px-4 py-2 shadow dark:bg-slate-800">
            <Spinner className="size-5" label={updatingLabel} />
          </span>
        </div>
      )}
      <div className={updating ? 'opacity-50 transition-opacity' : undefined}>{children}</div>
      <Pagination page={page} hasMore={hasMore} hrefFor={hrefFor} />
    </div>
  );
}
