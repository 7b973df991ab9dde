import type { CatalogChangeReason, CatalogEvents } from '../src/kernel/catalog-events.js';

/** A catalog-change signal that only records: service tests check which reasons a call told. */
export function recordCatalogEvents(): CatalogEvents & {
  reasons: CatalogChangeReason[];
  take(): CatalogChangeReason[];
} {
  const reasons: CatalogChangeReason[] = [];
  return {
    reasons,
    changed: (reason) => void reasons.push(reason),
    /** The reasons told since the last take (and forgets them). */
    take: () => reasons.splice(0),
  };
}
