import type { Db } from '../db/client.js';
import type { Viewer } from '../kernel/viewer.js';
import { SEED_BUYERS, SEED_SELLERS } from './catalog.js';
import { demoViews } from './demo-views.js';
import { createSeedRepo } from './seed.repo.js';
import { placeDemoOrders } from './seed-orders.js';
import { listDemoProducts } from './seed-products.js';
import { createSeedServices } from './seed-services.js';
import { sellerActions } from './seller-actions.js';

const MARKER = 'demo-data-seeded';
export const DEMO_MERCHANT_NUMBERS = { bkash: '01700000001', nagad: '01800000002', rocket: '01900000003' };

type Log = { info: (msg: string) => void };

/**
 * Fills an empty database with a demo shop: sellers and buyers, 49 approved products across the seven
 * categories, listings awaiting review and a few orders — listed, reviewed, ordered and paid through the
 * same services as the shop's own requests. Runs once per database (a marker row in app_meta, taken inside
 * the same transaction, so concurrent first starts seed once).
 */
export async function seedDemoData(db: Db, log: Log, now = new Date()): Promise<boolean> {
  const seeded = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const repo = createSeedRepo(tx);
    // "Empty" means no catalog yet: the first administrator may already exist.
    if (!(await repo.claimEmptyDatabase(MARKER, now))) return false;
    const services = createSeedServices(tx);
    const asViewer = (p: { id: string; name: string; email: string }): Viewer => ({
      ...p,
      image: null,
      role: 'user',
    });
    const sellers = (await repo.insertPeople(SEED_SELLERS)).map(asViewer);
    const buyers = (await repo.insertPeople(SEED_BUYERS)).map(asViewer);

    const listed = await listDemoProducts(services, repo, sellers, now);
    const placed = await placeDemoOrders(services, repo, listed, { sellers, buyers }, now);
    await sellerActions(services, repo, sellers);
    // The demo shop takes all three mobile banking services (made-up numbers), so the checkout shows them,
    // unless an administrator has set numbers already.
    const content = await services.content.get();
    if (Object.keys(content.merchantNumbers).length === 0)
      await services.content.replace({ ...content, merchantNumbers: DEMO_MERCHANT_NUMBERS });
    // Views that fit the orders above (every order's product viewed that day), for the conversion rate.
    await repo.insertViews(demoViews(listed, placed, now));
    return true;
  });
  if (seeded) log.info('Demo data seeded: 4 sellers, 3 buyers, 53 products, 12 orders.');
  return seeded;
}
