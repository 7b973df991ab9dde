import { dhakaDay } from './dhaka-day.js';
import type { StatsRepo } from './stats.repo.js';
import { createViewerKey, type Visitor } from './viewer-key.js';

const HOUR = 3_600_000;

/**
 * Product views for the conversion rate: one per viewer per product per Dhaka day (see viewer-key.ts).
 * `secret` is the server's own (the auth secret), so the stored keys cannot be matched to addresses.
 */
export function createViewCounter(repo: StatsRepo, secret: string) {
  const keyOf = createViewerKey(secret);
  const counter = {
    /** One statement on the product page's path: the first look of the day counts, later ones do not. */
    count(productId: string, visitor: Visitor, now = new Date()): Promise<unknown> {
      const day = dhakaDay(now);
      return repo.countViewer(productId, day, keyOf(day, visitor));
    },

    /** Forgets the viewer keys of past days (their counts stay): only today's decide anything. */
    prune: (now = new Date()) => repo.pruneViewers(dhakaDay(now)),

    /** Prunes every hour until the returned function is called (on shutdown). */
    pruneHourly(onError: (err: unknown) => void): () => Promise<void> {
      const timer = setInterval(() => counter.prune().catch(onError), HOUR);
      timer.unref();
      return async () => clearInterval(timer);
    },
  };
  return counter;
}

export type ViewCounter = ReturnType<typeof createViewCounter>;
