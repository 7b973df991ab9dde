import type { Db } from '../db/client.js';
import type { Viewer } from '../kernel/viewer.js';
import { SEED_BENGALI, SEED_BUYERS, SEED_SELLERS, SEED_UNREVIEWED } from './catalog.js';
import { fillDemoCarts, saveAdminAddress, saveDemoAddresses } from './demo-buyers.js';
import { seedDemoStaff } from './demo-staff.js';
import { seedDemoVerifications } from './demo-verification.js';
import { seedDemoCompany } from './demo-companies.js';
import { placeDemoCompanyOrders } from './demo-company-orders.js';
import { seedDemoCredit } from './demo-credit.js';
import { seedDemoImport } from './demo-import.js';
import { seedDemoStock } from './demo-stock.repo.js';
import { setUpDemoDelivery, shipDemoOrders } from './demo-delivery.js';
import { demoViews } from './demo-views.js';
import { seedDemoRfqs } from './demo-rfqs.js';
import { seedDemoReviews } from './demo-reviews.js';
import { seedDemoMoney, setDemoCommission } from './demo-money.js';
import { createSeedRepo, type SeedRepo } from './seed.repo.js';
import { placeDemoOrders } from './seed-orders.js';
import { listDemoProducts } from './seed-products.js';
import { createSeedServices } from './seed-services.js';

const MARKER = 'demo-data-seeded';
export const DEMO_MERCHANT_NUMBERS = { bkash: '01700000001', nagad: '01800000002', rocket: '01900000003' };
export const DEMO_COD_ADVANCE = { percent: 10, above: 50_000 };

type Log = { info: (msg: string) => void };

/**
 * Fills an empty database with a demo shop: sellers (two with a minimum order amount) and buyers (with saved
 * addresses, two with a cart), 60 approved products across the eight categories (four named in Bengali) (some sold in packs with
 * volume prices), listings awaiting review, and checkouts of several lines, some spanning two sellers —
 * listed, reviewed, ordered and paid through the same services as the shop's own requests — and the
 * marketplace's money (demo-money.ts: commission rules, earnings past their return window, payout runs, a
 * partial refund, a courier's remittance). Runs once per
 * database (a marker row in app_meta, taken inside the same transaction, so concurrent first starts seed once).
 */
export async function seedDemoData(db: Db, log: Log, now = new Date()): Promise<boolean> {
  const summary = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const repo = createSeedRepo(tx);
    // "Empty" means no catalog yet: the first administrator may already exist.
    if (!(await repo.claimEmptyDatabase(MARKER, now))) return null;
    const services = createSeedServices(tx, () => now);
    const asViewer = (p: { id: string; name: string; email: string }): Viewer => ({
      ...p,
      image: null,
      role: 'user',
    });
    const sellers = (await repo.insertPeople(SEED_SELLERS)).map(asViewer);
    const buyers = (await repo.insertPeople(SEED_BUYERS)).map(asViewer);
    for (const [i, { minOrderAmount }] of SEED_SELLERS.entries())
      if (minOrderAmount) await services.users.updateMe(sellers[i]!, { minOrderAmount });
    // The first administrator runs the demo's finance (a database seeded without one gets a desk that cannot
    // sign in, so the books name someone); the commission rules come before any order copies them.
    const operator = await demoOperator(repo);
    await setDemoCommission(services, operator, { sellers, buyers }, now);
    await seedDemoStaff(services, repo, operator);

    // Delivery charges and pickups come first: the demo orders are charged by them.
    await setUpDemoDelivery(services, repo, sellers);
    const listed = await listDemoProducts(services, repo, sellers, now, operator);
    const addresses = await saveDemoAddresses(repo, buyers);
    const placed = await placeDemoOrders(services, repo, listed, { sellers, buyers }, addresses, now);
    // Delivered orders reviewed by their buyers (some with the seller's reply): products start with real ratings.
    const minimums = new Map(SEED_SELLERS.map((s, i) => [sellers[i]!.id, s.minOrderAmount ?? 0]));
    const reviewed = await seedDemoReviews(services, repo, listed, { sellers, buyers }, minimums, now);
    const shipped = await shipDemoOrders(repo, now);
    // The marketplace's money: payout methods, orders delivered past their window, payout runs, a refund and
    // a courier's remittance; the demo's deliveries reach the books here, dated (demo-books.ts).
    const money = await seedDemoMoney(tx, services, repo, listed, { sellers, buyers }, operator, now);
    // Two sellers verified as businesses and one waiting for review (issue 31 item 5).
    await seedDemoVerifications(tx, sellers, operator);
    // A company of three buyers: owner, a buyer with an order limit, an approver (issue 31 items 1 and 7).
    const { companyId } = await seedDemoCompany(tx, buyers[0]!, buyers[1]!, buyers[2]!);
    // Its buyer's two checkouts over his limit, with PO numbers: one approved, one waiting for approval.
    await placeDemoCompanyOrders(
      services,
      repo,
      listed,
      { companyId, buyer: buyers[1]!, approver: buyers[2]! },
      now,
    );
    // The company verified, on Net 30 trade credit, with an open invoice and an overdue one (issue 31 item 7).
    const credit = await seedDemoCredit(
      tx,
      services,
      repo,
      listed,
      { companyId, owner: buyers[0]! },
      operator,
      now,
    );
    // A bulk import with a row error in the first seller's history (issue 30).
    await seedDemoImport(tx, sellers[0]!);
    // Stock adjustments and a listing under its low-stock line (issue 30 item 7).
    await seedDemoStock(tx);
    // The carts come last, priced against the stock the orders left.
    const admins = await repo.admins();
    const carts = await fillDemoCarts(services, repo, listed, buyers, admins);
    for (const admin of admins) await saveAdminAddress(repo, admin.id);
    // The demo shop takes all three mobile banking services (made-up numbers), so the checkout shows them,
    // unless an administrator has set numbers already.
    const content = await services.content.get();
    await services.content.replace({
      ...content,
      merchantNumbers:
        Object.keys(content.merchantNumbers).length === 0 ? DEMO_MERCHANT_NUMBERS : content.merchantNumbers,
      // Cash on delivery above ৳50,000 pays 10 % online first (set after the demo orders, which predate it).
      codAdvance: content.codAdvance.percent === 0 ? DEMO_COD_ADVANCE : content.codAdvance,
    });
    // Requests for quotation with quotes and threads; one accepted, its order placed at the quoted price.
    const quoted = await seedDemoRfqs(
      services,
      listed,
      { sellers, buyers, admins: admins.map((a) => ({ ...asViewer(a), role: 'admin' as const })) },
      now,
    );
    // Views that fit the orders above (every ordered product viewed that day), for the conversion rate.
    await repo.insertViews(
      demoViews(
        listed,
        [...placed.lines, ...reviewed.lines, ...money.lines, ...credit.lines, ...quoted],
        now,
      ),
    );
    // Every step above told its people (the notification outbox); old news is read, recent news waits.
    await repo.settleNotifications(now);
    services.books.close();
    return (
      `${sellers.length} sellers, ${buyers.length} buyers, ${listed.length + SEED_BENGALI.length + SEED_UNREVIEWED.length} products, ` +
      `${placed.orders + reviewed.orders + money.orders + quoted.length} orders from ` +
      `${placed.checkouts + reviewed.checkouts + money.orders + quoted.length} checkouts (${shipped + money.orders} with a courier), ${reviewed.reviews} reviews, ${carts} carts`
    );
  });
  if (summary) log.info(`Demo data seeded: ${summary}.`);
  return summary !== null;
}

/** The first administrator, or (no administrator yet) the demo's finance desk: a person who cannot sign in. */
async function demoOperator(repo: SeedRepo): Promise<Viewer> {
  const [admin] = await repo.admins();
  if (admin) return { ...admin, image: null, role: 'admin' };
  const [desk] = await repo.insertPeople([{ name: 'Demo finance desk', email: 'finance.desk@example.com' }]);
  return { ...desk!, image: null, role: 'admin' };
}
