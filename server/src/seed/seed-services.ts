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
import { createPaymentsRepo } from '../modules/payments/payments.repo.js';
import { createPaymentsService } from '../modules/payments/payments.service.js';
import { createPostings } from '../modules/ledger/postings.js';
import { DEMO_RETURN_WINDOW_DAYS, holdDeliveries } from './demo-books.js';
import { createMoneyServices } from './seed-money-services.js';
import { createMessagesService } from '../modules/rfq/messages.service.js';
import { createQuotesService } from '../modules/rfq/quotes.service.js';
import { createRfqRepo } from '../modules/rfq/rfq.repo.js';
import { createRfqService } from '../modules/rfq/rfq.service.js';
import { createReviewsRepo } from '../modules/reviews/reviews.repo.js';
import { createReviewsService } from '../modules/reviews/reviews.service.js';
import { createApprovalsRepo } from '../modules/approvals/approvals.repo.js';
import { createCreditPort } from '../modules/credit/credit-port.js';
import { createCreditRepo } from '../modules/credit/credit.repo.js';
import { createApprovalsService } from '../modules/approvals/approvals.service.js';
import { toOrder } from '../modules/orders/order-mapper.js';
import { createDemoGateway } from './demo-gateway.js';

/** The demo pictures (images.ts draws them under /uploads/seed/). */
const isDemoImage = (url: string) => url.startsWith('/uploads/seed/');

/**
 * The services the demo seed writes through, bound to its one transaction (so a crash leaves no half
 * shop): the seed's own small composition.ts. The catalog signal goes nowhere on purpose: the seed runs
 * only on a database without products, before this process serves, so no catalog answer is cached yet.
 */
export function createSeedServices(tx: Db, now: () => Date = () => new Date()) {
  const catalog: CatalogEvents = { changed: () => {} };
  const products = createProductsRepo(tx);
  const content = createContentService(createContentRepo(tx), catalog);
  const gateways = { bkash: createDemoGateway('bkash'), sslcommerz: createDemoGateway('sslcommerz') };
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  // The demo's money reaches the books as the shop's would (decision 0026), with the setting's default window;
  // deliveries once the seed has dated them (demo-books.ts).
  const books = holdDeliveries(createPostings({ returnWindowDays: DEMO_RETURN_WINDOW_DAYS }));
  const postings = books.postings;
  const payments = createPaymentsService({
    repo: createPaymentsRepo(tx),
    gateways: { bkash: gateways.bkash.client, sslcommerz: gateways.sslcommerz.client },
    holdMinutes: 15,
    baseUrl: '',
    codAdvance: async () => (await content.get()).codAdvance,
    catalog,
    log: silent,
    postings,
  });
  const ordersRepo = createOrdersRepo(tx);
  // The demo company pays on invoice (issue 31, demo-credit.ts): its credit drawn and given back as the shop's.
  const credit = createCreditPort(createCreditRepo(tx), tx, postings);
  const orders = createOrdersService(ordersRepo, catalog, { ...payments, credit }, postings);
  // The demo company's approver decides as in the approvals inbox (issue 31, demo-company-orders.ts).
  const approvals = createApprovalsService({
    repo: createApprovalsRepo(tx),
    ordersOf: async (checkoutId) => (await ordersRepo.findByCheckout(checkoutId)).map(toOrder),
    catalog,
    credit,
  });
  const rfqRepo = createRfqRepo(tx);
  return {
    payments,
    rfqs: createRfqService(rfqRepo, now),
    quotes: createQuotesService(rfqRepo, now, orders.placeQuoted),
    messages: createMessagesService(rfqRepo),
    reviews: createReviewsService(createReviewsRepo(tx), catalog, now),
    demoGateways: gateways,
    listings: createListingsService(products, isDemoImage, async () => {}, catalog),
    moderation: createModerationService(products, catalog),
    orders,
    approvals,
    content,
    users: createUsersService(createUsersRepo(tx), catalog),
    books,
    money: createMoneyServices(tx, postings, gateways, now),
  };
}

export type SeedServices = ReturnType<typeof createSeedServices>;
