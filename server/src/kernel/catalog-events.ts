/**
 * Why the public catalog's answers (lists, search, the featured shelf) may no longer be true. Each names
 * a kind of write; the cache is cleared the same way for all, and the reason goes to the debug log.
 */
export type CatalogChangeReason =
  /** A listing's fields edited (price, stock, text, images; a content edit may send it back to review). */
  | 'product-updated'
  | 'product-deleted'
  /** Approved, rejected, blocked, unblocked or sent back to review by an admin. */
  | 'product-moderated'
  /** An order placed: the listing's stock went down. */
  | 'stock-taken'
  /** An order cancelled or declined: its quantity went back to stock. */
  | 'stock-returned'
  /** A review written or removed: the product's rating and review count changed. */
  | 'product-rated'
  /** A user's name or photo changed: catalog answers carry the seller's name. */
  | 'seller-profile-updated'
  /** A user blocked or unblocked: their listings leave the shop or come back. */
  | 'seller-blocked'
  | 'seller-unblocked'
  /** A seller's business verified by an operator: cards and seller pages show the badge. */
  | 'seller-verified'
  /** The site's texts saved (hero, FAQ): the server-rendered pages kept with the answers show them. */
  | 'content-updated'
  /** The search's synonym groups edited by staff: the same query may now find other listings. */
  | 'synonyms-updated';

/**
 * The signal every writer that can change a catalog answer receives as a required dependency (never an
 * optional callback with a do-nothing default, which a new writer could forget). Called after the write
 * succeeded; composition.ts decides what it does (clear the cache here and in the other processes).
 */
export type CatalogEvents = { changed(reason: CatalogChangeReason): void };
