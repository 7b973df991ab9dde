import { describe, expect, it } from 'vitest';
import {
  buildIdOf,
  cacheNames,
  isCatalogApi,
  isPublicProductAnswer,
  isStale,
  isStorefrontPage,
} from './sw-routes';

describe('what the service worker caches', () => {
  it('keeps the storefront pages, not the dashboard, the account, the cart or checkout', () => {
    for (const path of ['/', '/products', '/product/p1', '/category/food-groceries', '/seller/u1', '/about'])
      expect(isStorefrontPage(path), path).toBe(true);
    for (const path of [
      '/dashboard',
      '/dashboard/orders',
      '/user/profile',
      '/cart',
      '/checkout',
      '/login',
      '/myproducts',
    ])
      expect(isStorefrontPage(path), path).toBe(false);
  });

  it('keeps the catalog’s public reads and no other API answer', () => {
    for (const path of ['/api/products', '/api/products/featured', '/api/product/p1', '/api/categories'])
      expect(isCatalogApi(path), path).toBe(true);
    for (const path of [
      '/api/me',
      '/api/cart',
      '/api/myorders',
      '/api/admin/orders',
      '/api/products/mine',
      '/api/auth/get-session',
    ])
      expect(isCatalogApi(path), path).toBe(false);
  });

  it('keeps a product answer only when the product is public', () => {
    expect(isPublicProductAnswer('/api/product/p1', { status: 'approved' })).toBe(true);
    expect(isPublicProductAnswer('/api/product/p1', { status: 'pending' })).toBe(false);
    expect(isPublicProductAnswer('/api/product/p1', null)).toBe(false);
    expect(isPublicProductAnswer('/api/products', { products: [] })).toBe(true);
  });

  it('names a new build’s page and API caches anew, and drops the old ones', () => {
    const one = buildIdOf([{ url: 'index.html', revision: 'a' }]);
    const two = buildIdOf([{ url: 'index.html', revision: 'b' }]);
    expect(one).not.toBe(two);
    expect(isStale(cacheNames(one).pages, two)).toBe(true);
    expect(isStale(cacheNames(one).catalog, two)).toBe(true);
    expect(isStale(cacheNames(one).pictures, two)).toBe(false);
    expect(isStale(cacheNames(two).pages, two)).toBe(false);
    // Caches not ours (the precache Workbox names itself) are left alone.
    expect(isStale('workbox-precache-v2-http://x/', two)).toBe(false);
  });
});
