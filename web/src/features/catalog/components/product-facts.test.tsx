import { screen } from '@testing-library/react';
import type { ProductStatus } from '@bulkbazar/contract';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/factories';
import { renderRoutes } from '@/test/render-routes';
import { ProductFacts } from './product-facts';

// Issue 28 (item 22): the seller and admins open a listing that awaits review, and its date read 'Published'.
function dateLabelOf(status: ProductStatus) {
  const product = makeProduct({ status, publishDate: '2026-11-21T16:40:05.000Z' });
  renderRoutes(() => [{ path: '/', element: <ProductFacts product={product} /> }]);
  return screen.getByText('21 November 2026 at 22:40:05').closest('dd')?.previousElementSibling?.textContent;
}

describe('product facts: the listing date names what happened to the listing', () => {
  it.each([
    ['approved', 'Published'],
    ['pending', 'Submitted, pending review'],
    ['rejected', 'Submitted, rejected'],
    ['blocked', 'Published, now blocked'],
  ] as const)('a %s listing: "%s"', (status, label) => {
    expect(dateLabelOf(status)).toBe(label);
  });

  it('a listing awaiting review is never called published', () => {
    const product = makeProduct({ status: 'pending' });
    renderRoutes(() => [{ path: '/', element: <ProductFacts product={product} /> }]);
    expect(screen.queryByText(/published/i)).not.toBeInTheDocument();
  });
});
