import type { Db } from '../db/client.js';
import type { CatalogEvents } from '../kernel/catalog-events.js';
import { createContentRepo } from '../modules/content/content.repo.js';
import { createContentService } from '../modules/content/content.service.js';
import { createOrdersRepo } from '../modules/orders/orders.repo.js';
import { createOrdersService } from '../modules/orders/orders.service.js';
import { createListingsService } from '../modules/products/listings.service.js';
import { createModerationService } from '../modules/products/moderation.service.js';
import { createProductsRepo } from '../modules/products/products.repo.js';
import { createUsersRepo } from '../modules/users/users.repo.js';
import { createUsersService } from '../modules/users/users.service.js';

/** The demo pictures (images.ts draws them under /uploads/seed/). */
const isDemoImage = (url: string) => url.startsWith('/uploads/seed/');

/**
 * The services the demo seed writes through, bound to its one transaction (so a crash leaves no half
 * shop): the seed's own small composition.ts. The catalog signal goes nowhere on purpose: the seed runs
 * only on a database without products, before this process serves, so no catalog answer is cached yet.
 */
export function createSeedServices(tx: Db) {
  const catalog: CatalogEvents = { changed: () => {} };
  const products = createProductsRepo(tx);
  return {
    listings: createListingsService(products, isDemoImage, async () => {}, catalog),
    moderation: createModerationService(products, catalog),
    orders: createOrdersService(createOrdersRepo(tx), catalog),
    content: createContentService(createContentRepo(tx)),
    users: createUsersService(createUsersRepo(tx), catalog),
  };
}

export type SeedServices = ReturnType<typeof createSeedServices>;
