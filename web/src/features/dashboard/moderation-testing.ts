import type { Product, ProductStatus } from '@bulkbazar/contract';
import { screen } from '@testing-library/react';
import { jsonResponse } from '@/test/fetch-mock';
import type { Sent } from './testing';

// The products page's tests' fake server (not bundled: only test files import this).

const MOVES: Record<string, { from: ProductStatus[]; to: ProductStatus }> = {
  approve: { from: ['pending', 'rejected'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  block: { from: ['approved'], to: 'blocked' },
  unblock: { from: ['blocked'], to: 'approved' },
  requeue: { from: ['approved', 'rejected'], to: 'pending' },
};

/** The moderation endpoints over an in-memory list: pending first, status filter, the allowed moves only. */
export function moderationServer(products: Product[]) {
  let store = products.map((p) => ({ ...p }));
  return (request: Sent) => {
    const { method, url } = request;
    if (method === 'GET' && url.pathname === '/api/admin/products') {
      const status = url.searchParams.get('status');
      const rows = store
        .filter((p) => !status || p.status === status)
        .sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
      return jsonResponse({ products: rows, page: 1, limit: 20, hasMore: false });
    }
    const hit = /^\/api\/admin\/products\/([^/]+)\/(approve|reject|block|unblock|requeue)$/.exec(
      url.pathname,
    );
    if (method === 'POST' && hit) {
      const product = store.find((p) => p._id === hit[1])!;
      const move = MOVES[hit[2]!]!;
      const reason = (request.body as { reason?: string } | undefined)?.reason?.trim();
      if (hit[2] === 'reject' && !reason) {
        return jsonResponse(
          {
            acknowledged: false,
            code: 'VALIDATION_FAILED',
            message: 'Invalid body',
            fields: { reason: 'Required' },
          },
          400,
        );
      }
      if (!move.from.includes(product.status)) {
        return jsonResponse({ acknowledged: false, code: 'CONFLICT', message: `Cannot ${hit[2]}` }, 409);
      }
      Object.assign(product, { status: move.to, rejectionReason: reason ?? null });
      return jsonResponse({ product });
    }
    const remove = /^\/api\/delete\/([^/]+)$/.exec(url.pathname);
    if (method === 'DELETE' && remove) {
      store = store.filter((p) => p._id !== remove[1]);
      return jsonResponse({ acknowledged: true, deletedCount: 1, message: 'Product deleted successfully' });
    }
    return undefined;
  };
}

/** The table row of the listing whose name matches. */
export const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
