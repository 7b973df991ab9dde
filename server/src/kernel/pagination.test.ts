import { describe, expect, it } from 'vitest';
import { fetchLimit, pageOffset, splitPage, toPage } from './pagination.js';

describe('paging with one row more', () => {
  it('asks for limit + 1 rows from where the page starts', () => {
    expect(fetchLimit(20)).toBe(21);
    expect(pageOffset({ page: 1, limit: 20 })).toBe(0);
    expect(pageOffset({ page: 3, limit: 20 })).toBe(40);
  });

  it('shows at most limit rows and says whether the probe row came back', () => {
    expect(splitPage([1, 2, 3], 2)).toEqual({ shown: [1, 2], hasMore: true });
    expect(splitPage([1, 2], 2)).toEqual({ shown: [1, 2], hasMore: false });
    expect(splitPage([], 2)).toEqual({ shown: [], hasMore: false });
  });

  it('answers under the list’s own key, each row mapped', () => {
    expect(toPage('orders', [{ id: 1 }, { id: 2 }, { id: 3 }], { page: 2, limit: 2 }, (r) => r.id)).toEqual({
      orders: [1, 2],
      page: 2,
      limit: 2,
      hasMore: true,
    });
  });
});
