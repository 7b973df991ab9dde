import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { prepareHydration } from './page-state';

afterEach(() => document.getElementById('page-state')?.remove());

/** The JSON block a server-rendered page carries, with its query cache as the server dehydrated it. */
function servePage(renderedAgoMs: number) {
  const server = new QueryClient();
  server.setQueryData(['products', 'featured'], [{ _id: 'p1', productName: 'Rice 50 kg' }], {
    updatedAt: Date.now() - renderedAgoMs,
  });
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'page-state';
  block.textContent = JSON.stringify({ queries: dehydrate(server), loaded: [] });
  document.body.append(block);
}

it('takes a page rendered ten minutes ago as fresh: no refetch of its data when the page mounts', async () => {
  servePage(10 * 60_000);
  const client = createQueryClient();
  await prepareHydration(client, []);
  const state = client.getQueryState(['products', 'featured']);
  expect(state?.data).toEqual([{ _id: 'p1', productName: 'Rice 50 kg' }]);
  expect(Date.now() - state!.dataUpdatedAt).toBeLessThan(5_000);
  expect(
    client
      .getQueryCache()
      .find({ queryKey: ['products', 'featured'] })
      ?.isStale(),
  ).toBe(false);
});
