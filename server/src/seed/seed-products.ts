import { CATEGORIES } from '@bulkbazar/contract';
import type { Viewer } from '../kernel/viewer.js';
import { SEED_BENGALI, SEED_CATALOG, SEED_UNREVIEWED } from './catalog.js';
import { listingInput, type ListingInput } from './listing-input.js';
import type { SeedRepo } from './seed.repo.js';
import type { SeedServices } from './seed-services.js';

const HOUR = 3_600_000;
const REJECTION = 'Please add a photo of the label with the BSTI mark and the expiry date.';

/** A listing of the demo shop as the seed made it (the orders and the views build on these). */
export type Listed = { id: string; productName: string; sellerId: string; createdAt: Date; price: number };

/**
 * The demo catalog, listed by its sellers and reviewed as a moderator would: 60 listings approved (seven
 * per category and four named in Bengali, some sold in packs with volume prices: trade-terms.ts), the unreviewed ones left pending but
 * the last, rejected with a reason. Listed an hour or
 * more apart over the past days, so "newest" has an order. Returns the approved ones, in catalog order.
 */
export async function listDemoProducts(
  { listings, moderation }: SeedServices,
  repo: SeedRepo,
  sellers: Viewer[],
  now: Date,
  moderator: Viewer,
): Promise<Listed[]> {
  const list = async (seller: Viewer, input: ListingInput, createdAt: Date) => {
    const id = await listings.create(seller, input);
    return { id, productName: input.productName, sellerId: seller.id, createdAt, price: input.price };
  };

  const approved: Listed[] = [];
  let n = 0;
  for (const [c, { slug }] of CATEGORIES.entries()) {
    for (const [v, item] of SEED_CATALOG[slug].entries()) {
      n++;
      const seller = sellers[(c + v) % sellers.length]!;
      const listed = await list(
        seller,
        listingInput(item, slug, v),
        new Date(now.getTime() - (n * 5 + c) * HOUR),
      );
      await moderation.act(moderator, listed.id, 'approve');
      await repo.backdateProduct(listed.id, listed.createdAt);
      approved.push(listed);
    }
  }
  // Named in Bengali: approved, outside the demo orders (so those stay as they were).
  for (const [i, { category, item }] of SEED_BENGALI.entries()) {
    n++;
    const listed = await list(
      sellers[i % sellers.length]!,
      listingInput(item, category, i),
      new Date(now.getTime() - (n * 5 + i) * HOUR),
    );
    await moderation.act(moderator, listed.id, 'approve');
    await repo.backdateProduct(listed.id, listed.createdAt);
  }
  for (const [i, { category, item }] of SEED_UNREVIEWED.entries()) {
    const seller = sellers[i % sellers.length]!;
    const listed = await list(
      seller,
      listingInput(item, category, i + 3),
      new Date(now.getTime() - i * HOUR),
    );
    if (i === SEED_UNREVIEWED.length - 1) await moderation.act(moderator, listed.id, 'reject', REJECTION);
    await repo.backdateProduct(listed.id, listed.createdAt);
  }
  return approved;
}
