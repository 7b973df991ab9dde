import { describe, expect, it } from 'vitest';
import {
  decodeCatalogCursor,
  encodeCatalogCursor,
  productListQuerySchema,
  type CatalogCursor,
} from './product.js';

const id = '0d3c6f1e-1b2a-4c3d-8e9f-001122334455';

describe('catalog cursors', () => {
  it.each<CatalogCursor>([
    { sort: 'newest', createdUs: 1_795_304_222_764_123, id },
    { sort: 'price-asc', pricePoisha: 0, id },
    { sort: 'price-desc', pricePoisha: 125_055, id },
    { sort: 'rating', rating: 5, createdUs: -1, id },
    { sort: 'name', productName: 'Ścieżka ঢাকা 🏪 "quoted" / slash', id },
  ])('round-trip %o through a URL-safe token', (cursor) => {
    const token = encodeCatalogCursor(cursor);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCatalogCursor(token)).toEqual(cursor);
  });

  it.each([
    '',
    '!!!',
    'e30', // {}
    btoa('["newest",1]'),
    Buffer.from('["newest",1.5,"' + id + '"]').toString('base64url'),
    Buffer.from('["rating",6,1,"' + id + '"]').toString('base64url'),
    Buffer.from('["name","a","not-a-uuid"]').toString('base64url'),
    Buffer.from([0xff, 0xfe, 0x00]).toString('base64url'),
    'A'.repeat(2000),
  ])('decodes %j to undefined, never throwing', (token) => {
    expect(decodeCatalogCursor(token)).toBeUndefined();
  });

  it('belongs to its sort and does not mix with page', () => {
    const cursor = encodeCatalogCursor({ sort: 'price-asc', pricePoisha: 100, id });
    expect(productListQuerySchema.safeParse({ sort: 'price_asc', cursor }).success).toBe(true);
    const other = productListQuerySchema.safeParse({ sort: 'newest', cursor });
    expect(other.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['cursor'], 'this cursor was made for another sort'],
    ]);
    expect(
      productListQuerySchema.safeParse({ sort: 'price-asc', cursor, page: '2' }).error?.issues[0]?.path,
    ).toEqual(['cursor']);
  });
});
