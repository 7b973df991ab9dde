// The cache keys the first page reads (the session, the navbar's cart badge), apart from lib/query-keys.ts:
// that tree holds every screen's keys (the dashboard's, the seller's finance), which the entry, held to a
// budget (scripts/check-bundle-budget.mjs), need not download. query-keys.ts puts these in its tree, so the
// two cannot drift apart; everything outside the shell reads them from there.

/** The session's user: the one entry an account change keeps (lib/auth/auth-actions.ts). */
export const meKey = () => ['me'] as const;

/**
 * The signed-in buyer's cart (the server's), and a guest's local cart as the server prices it. Adding,
 * changing or ordering invalidates the whole branch.
 */
export const cartKeys = {
  all: () => ['cart'] as const,
  mine: () => ['cart', 'mine'] as const,
  preview: (items: readonly { productId: string; quantity: number }[]) => ['cart', 'preview', items] as const,
  /** Buy now's one line priced as a cart of one (its delivery charges by zone); nothing is stored. */
  line: (item: { productId: string; quantity: number }) => ['cart', 'line', item] as const,
};
