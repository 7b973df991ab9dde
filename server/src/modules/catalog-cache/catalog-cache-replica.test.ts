import { describe, expect, it, vi } from 'vitest';
import { createCatalogCache } from './catalog-cache.js';

// With a read replica, an answer loaded just after a catalog change may come from a standby that has not
// replayed it yet: it is kept only until the lag bound has passed, and a visitor who just wrote gets none.
describe('catalog cache with a read replica', () => {
  const BOUND_MS = 60;

  it('keeps an answer loaded within the lag bound after a change only until the bound has passed', async () => {
    const cache = createCatalogCache(10, { lagBoundMs: BOUND_MS, readsPrimary: () => false });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    cache.invalidate();
    await cache.get('k', load);
    await cache.get('k', load);
    expect(loads).toBe(1); // kept meanwhile: the catalog is not read again on every request
    await vi.waitFor(
      async () => {
        await cache.get('k', load);
        expect(loads).toBe(2);
      },
      { timeout: 2_000, interval: 10 },
    );
    // Loaded after the bound: kept the usual five minutes.
    await new Promise((r) => setTimeout(r, BOUND_MS * 2));
    await cache.get('k', load);
    expect(loads).toBe(2);
  });

  it('serves a visitor who just wrote a fresh load, never a kept answer, until the bound has passed', async () => {
    let wrote = false;
    const cache = createCatalogCache(10, { lagBoundMs: BOUND_MS, readsPrimary: () => wrote });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    cache.invalidate();
    await cache.get('k', load);
    wrote = true;
    expect((await cache.get('k', load)).json).toBe('{"n":2}');
    expect((await cache.get('k', load)).json).toBe('{"n":3}');
    // Nor does the hot path's synchronous read (sendCachedAnswer) hand the writer the kept answer.
    expect(cache.kept('k')).toBeUndefined();
    wrote = false;
    // The writer's loads were not kept: others still get the first one.
    expect((await cache.get('k', load)).json).toBe('{"n":1}');
    expect(cache.kept('k')?.json).toBe('{"n":1}');
  });

  it('keeps answers the usual time without a replica', async () => {
    const cache = createCatalogCache(10);
    let loads = 0;
    cache.invalidate();
    await cache.get('k', async () => ({ n: ++loads }));
    await new Promise((r) => setTimeout(r, BOUND_MS * 2));
    await cache.get('k', async () => ({ n: ++loads }));
    expect(loads).toBe(1);
  });
});
