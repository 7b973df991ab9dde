import { describe, expect, it } from 'vitest';
import { matchWebRoute, WEB_ROUTES } from './web-routes.js';

describe('matchWebRoute', () => {
  it('finds static pages the way the browser router does: any letter case, a trailing slash ignored', () => {
    expect(matchWebRoute('/')?.pattern).toBe(WEB_ROUTES.home);
    expect(matchWebRoute('/about')?.pattern).toBe(WEB_ROUTES.about);
    expect(matchWebRoute('/About/')?.pattern).toBe(WEB_ROUTES.about);
    expect(matchWebRoute('/myproducts/orders')?.pattern).toBe(WEB_ROUTES.incomingOrders);
    expect(matchWebRoute('/notifications/')?.pattern).toBe(WEB_ROUTES.notifications);
    expect(matchWebRoute('/dashboard/outbox')?.pattern).toBe(WEB_ROUTES.dashboardOutbox);
    // SEED's old address, which leads to the catalog (issue 28).
    expect(matchWebRoute('/productdetails')?.pattern).toBe(WEB_ROUTES.legacyProductDetails);
  });

  it('reads parameters, decoded', () => {
    expect(matchWebRoute('/product/abc/checkout')).toEqual({
      pattern: WEB_ROUTES.checkout,
      params: { id: 'abc' },
    });
    expect(matchWebRoute('/category/health%20beauty')?.params).toEqual({ slug: 'health beauty' });
    expect(matchWebRoute('/category/%E0%A4%A')?.params).toEqual({ slug: '%E0%A4%A' });
  });

  it.each(['/nonexistent', '/product', '/product/a/b', '/about/more', '//about', '/dashboard/x'])(
    'knows no page at %s',
    (path) => {
      expect(matchWebRoute(path)).toBeUndefined();
    },
  );
});
