import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { searchWith, type SearchChange } from '../api/list-search';

/**
 * A dashboard list's filters and search as the admin last set them, and the way to change them. The page shows
 * the URL it has loaded; a change navigates and the list loads, and until then the page still shows the old
 * URL. A second change made meanwhile (an event chosen while the gateway's list still loads) builds on the
 * first, not on the old URL, so neither is lost; the controls show it at once. Once the page shows another
 * location (the change landed, or Back), that location is the truth again.
 */
export function useListSearch() {
  const [shown] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // What this page last asked for, and from which location it asked (a location object per navigation).
  const [sent, setSent] = useState<{ from: typeof location; search: string } | null>(null);
  const latest = sent?.from === location ? new URLSearchParams(sent.search) : shown;

  function apply(change: SearchChange) {
    const search = searchWith(latest, change);
    setSent({ from: location, search });
    void navigate({ search });
  }
  /** `latest` is a change not yet shown: controls show it rather than the page's own reading of the URL. */
  return { latest, pending: latest !== shown, apply };
}
