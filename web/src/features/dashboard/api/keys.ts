/**
 * Cache keys of the dashboard's reads. Everything an admin screen shows lives under 'admin', so a change that
 * could touch several lists (an order moved on, a user blocked) invalidates one branch without guessing.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: ['admin', 'users'] as const,
  products: ['admin', 'products'] as const,
  orders: ['admin', 'orders', 'list'] as const,
  order: (id: string) => ['admin', 'orders', 'detail', id] as const,
  subscribers: ['admin', 'subscribers'] as const,
};

/**
 * GET /api/content is public and the home page reads it under this same key, so saving the texts here updates
 * the home page already in the cache.
 */
export const contentQueryKey = ['content'] as const;
