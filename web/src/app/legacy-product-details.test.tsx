import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockAuthApi } from '@/test/auth-api';
import { renderApp } from '@/test/render-app';

// Issue 28 (item 23): SEED.md's /productdetails answered the not-found page, while its /productcetagory and
// /regester redirect. It showed a product passed in navigation state, which an old link or bookmark no longer
// has: it lands on the catalog.
describe("SEED.md's /productdetails", () => {
  it('moves to the catalog, keeping any query string', async () => {
    mockAuthApi();
    const { router } = renderApp('/productdetails?q=rice');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(router.state.location.search).toBe('?q=rice');
  });
});
