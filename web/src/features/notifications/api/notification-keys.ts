/**
 * The cache keys of notifications, all under 'notifications': ('unread') for the bell, ('list') for the
 * notifications page, ('outbox', { page }) for the admin's mail outbox; `notificationKeys()` is the whole
 * branch. They live in the feature, not in lib/query-keys.ts, because that file ships in the entry chunk,
 * which has no room left (decision 9); the profile's settings form keeps its own key.
 */
export const notificationKeys = <P extends unknown[]>(...parts: P) => ['notifications', ...parts] as const;
