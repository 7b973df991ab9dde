import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { searchWith } from './api/list-search';

/**
 * A dashboard list's filters write the URL through this. Each change builds on the last one applied, not on
 * the address of the last render: while the list loads for one filter, React keeps showing the page as it was
 * (the navigation is a transition), and a second filter chosen meanwhile must not drop the first.
 */
export function useApplySearch() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const latest = useRef(searchParams);
  // A change from elsewhere (Prev/Next, the back button) becomes the base once it is on screen.
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  return (change: Parameters<typeof searchWith>[1]) => {
    const search = searchWith(latest.current, change);
    latest.current = new URLSearchParams(search);
    void navigate({ search });
  };
}
