// A guest's cart lives in this browser until they sign in (PRODUCT.md "Cart and checkout"): a list of
// product ids and quantities. The server prices it (POST /api/cart/preview) and, at sign-in, merges it into the
// account's cart. Other tabs hear of changes through the storage event; this tab through a listener list.
// This file is what the first page needs (the navbar's badge reads it, signing in clears it); the edits the
// cart and product pages make are in local-cart.ts, so the entry (held to a budget) does not carry them.

export type LocalCartItem = { productId: string; quantity: number };

export const LOCAL_CART_STORAGE_KEY = 'bulkbazar-cart';

// The contract's MAX_CART_LINES. Not imported: this file is part of the first page (the navbar's badge), and
// the contract's cart module would bring its schemas, and zod, with it.
export const MAX_CART_LINES = 100;
const EMPTY: readonly LocalCartItem[] = Object.freeze([]);
const listeners = new Set<() => void>();
// The last list read, kept so useSyncExternalStore sees the same array until the storage really changes.
let cached: { raw: string | null; items: readonly LocalCartItem[] } = { raw: null, items: EMPTY };

function isItem(value: unknown): value is LocalCartItem {
  const item = value as Partial<LocalCartItem> | null;
  return (
    typeof item?.productId === 'string' &&
    item.productId !== '' &&
    typeof item.quantity === 'number' &&
    Number.isInteger(item.quantity) &&
    item.quantity > 0
  );
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(LOCAL_CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Whatever is stored, with anything malformed (an old format, a hand edit) dropped rather than trusted. */
function parse(raw: string | null): readonly LocalCartItem[] {
  if (!raw) return EMPTY;
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? data.filter(isItem).slice(0, MAX_CART_LINES) : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function readLocalCart(): readonly LocalCartItem[] {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, items: parse(raw) };
  return cached.items;
}

function notify() {
  for (const listener of listeners) listener();
}

/** Stores the list and tells this tab's listeners (other tabs hear the storage event). */
export function writeLocalCart(items: readonly LocalCartItem[]) {
  try {
    if (items.length === 0) localStorage.removeItem(LOCAL_CART_STORAGE_KEY);
    else localStorage.setItem(LOCAL_CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Private modes may refuse storage: the cart then lasts as long as this page (kept in `cached`).
    cached = { raw: cached.raw, items };
  }
  notify();
}

export function clearLocalCart(): void {
  writeLocalCart(EMPTY);
}

/** For useSyncExternalStore: this tab's writes and other tabs' (the storage event). */
export function subscribeLocalCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LOCAL_CART_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
