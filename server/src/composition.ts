import { MAX_VARIANT_STOCK } from '@bulkbazar/contract';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FAKE_PAYOUT_PATHS, type Config } from './config.js';
import type { Viewer } from './kernel/viewer.js';
import type { Database } from './db/client.js';
import { watchSettings } from './db/watched-settings.js';
import { inProcessApi } from './modules/web-shell/in-process-api.js';
import { languageSwitchRoutes } from './modules/web-shell/language-switch.routes.js';
import { loadPageRenderer } from './modules/web-shell/page-renderer.js';
import { registerWebApp } from './modules/web-shell/web-app.routes.js';
import { registerReadYourWrites } from './http/read-your-writes.js';
import { primaryReads } from './db/read-replica.js';
import { createAddressesRepo } from './modules/addresses/addresses.repo.js';
import { addressesRoutes } from './modules/addresses/addresses.routes.js';
import { createAddressesService } from './modules/addresses/addresses.service.js';
import { createApprovalsRepo } from './modules/approvals/approvals.repo.js';
import { approvalsRoutes } from './modules/approvals/approvals.routes.js';
import { createApprovalsService } from './modules/approvals/approvals.service.js';
import { createCompaniesRepo } from './modules/companies/companies.repo.js';
import { companiesRoutes } from './modules/companies/companies.routes.js';
import { createCompaniesService } from './modules/companies/companies.service.js';
import { createCompanyAddressesRepo } from './modules/company-addresses/company-addresses.repo.js';
import { companyAddressesRoutes } from './modules/company-addresses/company-addresses.routes.js';
import { createCompanyAddressesService } from './modules/company-addresses/company-addresses.service.js';
import { creditAdminRoutes } from './modules/credit/credit-admin.routes.js';
import { registerCreditPayments } from './modules/credit/credit-payments.wiring.js';
import { createCreditApplicationsRepo } from './modules/credit/credit-applications.repo.js';
import { creditApplicationsRoutes } from './modules/credit/credit-applications.routes.js';
import { createCreditPort } from './modules/credit/credit-port.js';
import { createCreditRepo } from './modules/credit/credit.repo.js';
import { creditRoutes } from './modules/credit/credit.routes.js';
import { createCreditService } from './modules/credit/credit.service.js';
import { createAccountService } from './modules/auth/account.service.js';
import type { Auth } from './modules/auth/auth.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createPhoneCodes } from './modules/auth/phone-codes.repo.js';
import { phoneRoutes } from './modules/auth/phone.routes.js';
import { registerSms } from './modules/sms/sms.wiring.js';
import { registerPush } from './modules/notifications/push.wiring.js';
import { createCartRepo } from './modules/cart/cart.repo.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { createCartService } from './modules/cart/cart.service.js';
import { createCatalogCache, type CatalogCache } from './modules/catalog-cache/catalog-cache.js';
import { createCatalogEvents } from './modules/catalog-cache/catalog-events.js';
import { shareCatalogInvalidations } from './modules/catalog-cache/catalog-notify.js';
import { createContentRepo } from './modules/content/content.repo.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { createContentService } from './modules/content/content.service.js';
import { archiveOldAudit } from './modules/audit/audit-archive.js';
import { createAuditRepo } from './modules/audit/audit.repo.js';
import { auditRoutes, createAuditService } from './modules/audit/audit.routes.js';
import { recordAudit } from './db/audit-record.js';
import { csvStream } from './modules/export/csv.js';
import { exportRoutes } from './modules/export/export.routes.js';
import { createExportService } from './modules/export/export.service.js';
import { createCommissionRepo } from './modules/finance/commission.repo.js';
import { commissionRoutes } from './modules/finance/commission.routes.js';
import { createCommissionService } from './modules/finance/commission.service.js';
import { registerFinanceReads } from './modules/finance/finance-read.wiring.js';
import { registerRefundsAndRemittances } from './modules/finance/refunds.wiring.js';
import { registerPayouts } from './modules/finance/payouts.wiring.js';
import { accounts as ledgerAccounts } from './modules/ledger/accounts.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { postEntry } from './modules/ledger/ledger.repo.js';
import { creditRepaid } from './modules/ledger/postings-credit.js';
import { refundEntry } from './modules/ledger/refund-entry.js';
import { remittanceEntry } from './modules/ledger/remittance-entry.js';
import { renderCommissionInvoicePdf } from './modules/invoices/invoice-commission-pdf.js';
import { renderStatementPdf } from './modules/invoices/statement-pdf.js';
import { ledgerQueries } from './modules/ledger/ledger.repo.js';
import { createInvoicesRepo } from './modules/invoices/invoices.repo.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { createInvoicesService } from './modules/invoices/invoices.service.js';
import { createMailWorker } from './modules/notifications/mail-worker.js';
import { createFileMailer, createSmtpMailer } from './modules/notifications/mailer.js';
import { createNotificationsRepo } from './modules/notifications/notifications.repo.js';
import { createInboxRepo } from './modules/notifications/inbox.repo.js';
import { createInboxService } from './modules/notifications/inbox.service.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { createNewsletterRepo } from './modules/newsletter/newsletter.repo.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { createNewsletterService } from './modules/newsletter/newsletter.service.js';
import { createUnsubscribeTokens } from './modules/newsletter/unsubscribe-token.js';
import { createOrdersRepo } from './modules/orders/orders.repo.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { toOrder } from './modules/orders/order-mapper.js';
import { createOrdersService } from './modules/orders/orders.service.js';
import { createListingsService } from './modules/products/listings.service.js';
import { listingsRoutes } from './modules/products/listings.routes.js';
import { createStockRepo } from './modules/stock/stock.repo.js';
import { stockRoutes } from './modules/stock/stock.routes.js';
import { createStockService } from './modules/stock/stock.service.js';
import { createBulkEditRepo } from './modules/bulk-edit/bulk-edit.repo.js';
import { bulkEditRoutes } from './modules/bulk-edit/bulk-edit.routes.js';
import { createBulkEditService } from './modules/bulk-edit/bulk-edit.service.js';
import { createImportJobs } from './modules/listing-import/import-jobs.service.js';
import { createImportJobsRepo } from './modules/listing-import/import-jobs.repo.js';
import { listingImportRoutes } from './modules/listing-import/listing-import.routes.js';
import { loadSellerListings } from './modules/products/seller-listings.repo.js';
import { createModerationService } from './modules/products/moderation.service.js';
import { moderationRoutes } from './modules/products/moderation.routes.js';
import { createCatalogRepo } from './modules/products/catalog.repo.js';
import { createProductsRepo } from './modules/products/products.repo.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { createProductsService } from './modules/products/products.service.js';
import { createSearchTerms } from './modules/search/search-terms.service.js';
import { createSearchVocabularyRepo } from './modules/search/search-vocabulary.repo.js';
import { suggestRoutes } from './modules/search/suggest.routes.js';
import { createSuggestService } from './modules/search/suggest.service.js';
import { synonymsAdminRoutes } from './modules/search/synonyms-admin.routes.js';
import { createSynonymsAdmin } from './modules/search/synonyms-admin.repo.js';
import { createMessagesService } from './modules/rfq/messages.service.js';
import { createQuotesService } from './modules/rfq/quotes.service.js';
import { rfqAdminRoutes } from './modules/rfq/rfq-admin.routes.js';
import { createRfqRepo } from './modules/rfq/rfq.repo.js';
import { toRateBands } from './db/rate-bands.js';
import { rfqRoutes } from './modules/rfq/rfq.routes.js';
import { createRfqService } from './modules/rfq/rfq.service.js';
import { createReviewsRepo } from './modules/reviews/reviews.repo.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { createReviewsService } from './modules/reviews/reviews.service.js';
import { createSellersService } from './modules/reviews/sellers.service.js';
import { createSeoService } from './modules/web-shell/seo.service.js';
import { createStatsRepo } from './modules/stats/stats.repo.js';
import { statsRoutes } from './modules/stats/stats.routes.js';
import { createStatsService } from './modules/stats/stats.service.js';
import { createViewCounter } from './modules/stats/view-counter.js';
import { createImageUrlCheck } from './modules/uploads/image-url-check.js';
import { createLocalImageStorage } from './modules/uploads/local-image-storage.js';
import { createS3ImageStorage } from './modules/uploads/s3-image-storage.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { discardRestOfBody } from './modules/uploads/discard-body.js';
import { processImage } from './modules/uploads/image-processing.js';
import { verificationAdminRoutes } from './modules/verification/verification-admin.routes.js';
import { createVerificationRepo } from './modules/verification/verification.repo.js';
import { verificationRoutes } from './modules/verification/verification.routes.js';
import { createVerificationService } from './modules/verification/verification.service.js';
import { createUploadsService } from './modules/uploads/uploads.service.js';
import { createUsersRepo } from './modules/users/users.repo.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { createCourierClients } from './modules/delivery/courier-clients.js';
import { createDeliveryRatesRepo } from './modules/delivery/delivery-rates.repo.js';
import { createDeliveryRatesService } from './modules/delivery/delivery-rates.service.js';
import { deliveryRoutes } from './modules/delivery/delivery.routes.js';
import { fakeCouriersRoutes } from './modules/delivery/fake/fake-couriers.js';
import { createShipmentsRepo } from './modules/delivery/shipments.repo.js';
import { createShipmentsService } from './modules/delivery/shipments.service.js';
import { fakeGatewaysRoutes } from './modules/payments/fake/fake-gateways.js';
import { createGatewayClients } from './modules/payments/gateway-clients.js';
import { createPaymentsRepo } from './modules/payments/payments.repo.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { createPostings } from './modules/ledger/postings.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalog's answer cache (tests that write rows directly clear it). */
    catalogCache: CatalogCache;
  }
}

type Deps = { config: Config; database: Database; auth: Auth; webDistDir: string };

/** Wires each feature: repos over the database, services over repos, routes over services. */
export async function registerModules(
  app: FastifyInstance,
  { config, database, auth, webDistDir }: Deps,
): Promise<void> {
  const db = database.db;
  // Reads that may lag a moment (the public catalog, search, product and seller pages, the sitemap, rendered
  // pages) take readDb: a hot standby's with DATABASE_REPLICA_URL, else db. Everything else stays on db.
  const readDb = database.readDb;
  if (database.replica && config.databaseReplica) {
    registerReadYourWrites(app, {
      seconds: Math.ceil(config.databaseReplica.maxLagMs / 1000) + 1,
      secure: config.baseUrl.startsWith('https:'),
      runReading: (primary, next) => primaryReads.run(primary, next),
    });
  }
  const productsRepo = createProductsRepo(db);
  const catalogRepo = createCatalogRepo(readDb);
  const statsRepo = createStatsRepo(db);
  const ordersRepo = createOrdersRepo(db);
  const usersRepo = createUsersRepo(db);
  // Unsubscribe links are signed with the auth secret (AUTH_SECRET, or the one kept in the database).
  const newsletter = createNewsletterService(
    createNewsletterRepo(db),
    createUnsubscribeTokens(auth.options.secret),
    config.baseUrl,
  );
  // With a replica, answers loaded within the lag bound after a catalog change are kept only that long, and a
  // visitor who just wrote is not served one (catalog-cache.ts).
  const catalog = createCatalogCache(1000, {
    lagBoundMs: database.replica ? (config.databaseReplica?.maxLagMs ?? 0) : 0,
    readsPrimary: () => primaryReads.getStore() === true,
  });
  // Every writer that can change a catalog answer gets this (required): it clears the cache here and,
  // through NOTIFY below, in every other process on the same PostgreSQL.
  const catalogEvents = createCatalogEvents(catalog, app.log);
  app.decorate('catalogCache', catalog);
  if (database.kind === 'postgres' && config.databaseUrl) {
    const stop = await shareCatalogInvalidations(catalog, database, app.log);
    app.addHook('onClose', stop);
  }
  // Product viewers are kept as hashes keyed with the auth secret; past days' hashes are dropped hourly.
  const views = createViewCounter(statsRepo, auth.options.secret);
  app.addHook(
    'onClose',
    views.pruneHourly((err) => app.log.error({ err }, 'pruning product viewers failed')),
  );
  const listings = createListingsService(
    productsRepo,
    createImageUrlCheck(config),
    views.count,
    catalogEvents,
  );
  const uploadsDir = join(config.dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  const imageStorage = config.s3 ? createS3ImageStorage(config.s3) : createLocalImageStorage(uploadsDir);
  const api = { prefix: '/api' };

  await app.register(healthRoutes, { ping: database.ping, draining: () => app.draining });
  await app.register(authRoutes, { prefix: '/api/auth', auth, googleEnabled: Boolean(config.google) });
  // Sign-in by SMS code and the SMS outbox (issue 32): codes limited and kept hashed, sent by the SMS worker.
  const phoneCodes = createPhoneCodes(db, auth.options.secret as string, {
    perNumberHour: config.sms.codesPerNumberHour,
    perIpHour: config.sms.codesPerIpHour,
    perDay: config.sms.codesPerDay,
  });
  const sms = await registerSms(app, db, config, phoneCodes.today);
  await app.register(phoneRoutes, { prefix: '/api/auth', auth, codes: phoneCodes, codeQueued: sms.kick });
  await registerPush(app, db, config);
  await app.register(usersRoutes, {
    ...api,
    service: createUsersService(usersRepo, catalogEvents),
    account: createAccountService(auth),
  });
  const searchVocabulary = createSearchVocabularyRepo(db);
  const searchTerms = createSearchTerms(searchVocabulary);
  const productsService = createProductsService(catalogRepo, searchTerms, {
    concurrent: database.kind === 'postgres',
  });
  // The product page and page meta read the listing from readDb (the view is still counted on db).
  const publicListings =
    readDb === db
      ? listings
      : createListingsService(
          createProductsRepo(readDb),
          createImageUrlCheck(config),
          views.count,
          catalogEvents,
        );
  await app.register(productsRoutes, {
    ...api,
    service: productsService,
    listings: publicListings,
    cache: catalog,
  });
  await app.register(suggestRoutes, {
    ...api,
    suggest: createSuggestService(catalogRepo, searchTerms),
    cache: catalog,
  });
  await app.register(synonymsAdminRoutes, {
    ...api,
    // An edit is seen by the next search: the kept synonyms are dropped, and the kept search answers with them
    // (a catalog change, so the other processes drop theirs too).
    synonymsAdmin: createSynonymsAdmin(
      db,
      () => {
        searchTerms.forgetSynonyms();
        catalogEvents.changed('synonyms-updated');
      },
      searchVocabulary.synonymGroups,
    ),
  });
  await app.register(listingsRoutes, { ...api, listings });
  // Stock adjustments and history (issue 30 item 7): the history rows are the database triggers' (migration 0040).
  await app.register(stockRoutes, {
    ...api,
    stock: createStockService(createStockRepo(db, MAX_VARIANT_STOCK), catalogEvents),
  });
  // The My products table's bulk edit of prices and stock (issue 30 item 6): stock moves are history rows too.
  await app.register(bulkEditRoutes, {
    ...api,
    bulkEdit: createBulkEditService(createBulkEditRepo(db), catalogEvents),
  });
  // Sellers' bulk import and export (issue 30): jobs run in this process after the answer; pictures by URL are
  // fetched with SSRF guards and re-encoded like uploads.
  const listingImports = createImportJobs({
    jobs: createImportJobsRepo(db),
    loadListings: (sellerId) => loadSellerListings(db, sellerId),
    listings,
    isOurImage: createImageUrlCheck(config),
    storeImage: async (bytes) => (await createUploadsService(imageStorage).uploadImage(bytes)).url,
    log: app.log,
  });
  app.addHook('onClose', listingImports.idle);
  await app.register(listingImportRoutes, { ...api, imports: listingImports, discardRestOfBody });
  await app.register(moderationRoutes, {
    ...api,
    moderation: createModerationService(productsRepo, catalogEvents),
  });
  // The settings every checkout reads, kept in memory until their tables change (migration 0021's NOTIFY).
  const settings = await watchSettings(database);
  app.addHook('onClose', settings.stop);
  const contentRepo = createContentRepo(db);
  // A save clears the rendered pages (they show the hero and the FAQ) as a catalog change. The other processes
  // also drop theirs when they hear the table changed: the save's catalog announcement may reach them first,
  // and a page rendered in between from their old copy of the texts would be kept.
  const content = createContentService(
    contentRepo,
    catalogEvents,
    settings.watch(['site_content'], contentRepo.get, catalog.clearLocal),
  );
  const deliveryRatesRepo = createDeliveryRatesRepo(db);
  const rateBands = settings.watch(['delivery_rate_bands'], deliveryRatesRepo.list);
  // One set of gateway clients: payments start, confirm and refund through them, an operator's refunds too.
  const gatewayClients = createGatewayClients(config.payments);
  // The marketplace's books: every money event posts its entry in its own transaction (decision 0026).
  const postings = createPostings(config.money);
  const payments = createPaymentsService({
    repo: createPaymentsRepo(db),
    gateways: gatewayClients,
    holdMinutes: config.payments.holdMinutes,
    baseUrl: config.baseUrl,
    codAdvance: async () => (await content.get()).codAdvance,
    catalog: catalogEvents,
    log: app.log,
    postings,
  });
  // Every process ends expired holds and retries failed refunds (safe concurrently: see payment-holds.ts),
  // every PAYMENT_SWEEP_MS (0: never on a timer, for tests that drive the sweep themselves).
  if (config.payments.sweepMs > 0) {
    const stopSweeps = payments.startSweeps(config.payments.sweepMs);
    app.addHook('onClose', async () => stopSweeps());
  }
  // Every process sends the outbox's e-mails (safe concurrently: see notifications.repo.ts claimDue).
  const outboxDir = config.mail.smtpUrl ? null : join(config.dataDir, 'outbox');
  const mailer = outboxDir
    ? createFileMailer(outboxDir, config.mail.from)
    : createSmtpMailer(config.mail.smtpUrl!, config.mail.from);
  const stopMail = createMailWorker({
    repo: createNotificationsRepo(db),
    mailer,
    baseUrl: config.baseUrl,
    host: new URL(config.baseUrl).hostname,
    log: app.log,
  }).start(config.mail.pollMs);
  app.addHook('onClose', async () => {
    await stopMail();
    mailer.close();
  });
  await app.register(notificationsRoutes, {
    ...api,
    inbox: createInboxService(createInboxRepo(db), config.baseUrl),
    outboxDir,
  });
  if (config.payments.fake && app.standInSecrets) {
    await app.register(fakeGatewaysRoutes, { publicUrl: config.baseUrl, secrets: app.standInSecrets });
  }
  await app.register(paymentsRoutes, { ...api, payments });
  const courierClients = createCourierClients(config.couriers);
  // Refunds an administrator issues (through the same gateway clients) and couriers' COD remittances (their
  // payment statements read through the same courier clients), posted to the ledger (issue 29).
  const refunds = await registerRefundsAndRemittances(app, api.prefix, {
    db,
    ledger: { postEntry, refundEntry, remittanceEntry },
    gateways: gatewayClients,
    couriers: courierClients,
    codRemittanceDays: config.money.codRemittanceDays,
    log: app.log,
  });
  // The commission rules, kept in memory (every process hears a save): each checkout copies the rule in force
  // onto its lines without a round trip of its own.
  const commissionRepo = createCommissionRepo(db);
  const commission = createCommissionService(
    commissionRepo,
    settings.watch(['commission_rules'], () => commissionRepo.rates(config.money.commissionVatBps)),
  );
  await app.register(commissionRoutes, { ...api, commission });
  // Company checkouts over a buyer's limit wait for an approver (issue 31 item 2, decision 0041); each process
  // ends the approval holds that ran out with the payment sweep's timer (safe concurrently: approvals.repo.ts).
  // Trade credit (issue 31 item 4, decision 0042): Pay on invoice draws it at checkout; a cancel, a rejection or
  // an approval that ran out gives it back in the transaction that ends the order.
  const creditRepo = createCreditRepo(db);
  const creditPort = createCreditPort(creditRepo, db, postings);
  const approvals = createApprovalsService({
    repo: createApprovalsRepo(db),
    ordersOf: async (checkoutId) => (await ordersRepo.findByCheckout(checkoutId)).map(toOrder),
    catalog: catalogEvents,
    credit: creditPort,
  });
  if (config.payments.sweepMs > 0) {
    const timer = setInterval(() => {
      approvals.expireDue().catch((err: unknown) => app.log.error({ err }, 'approval hold sweep failed'));
    }, config.payments.sweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  await app.register(approvalsRoutes, { ...api, approvals });
  const orders = createOrdersService(
    // Checkouts price delivery and commission from the in-memory copies (a transaction's own reads still go to
    // the database).
    {
      ...ordersRepo,
      deliveryRates: async () => toRateBands(await rateBands.get()),
      commissionRates: commission.rates,
      approvalHoldHours: () => config.payments.approvalHoldHours,
    },
    catalogEvents,
    // The order page lists its refunds (an administrator's, modules/finance). Every orders read ends the holds
    // that ran out, company approvals' too (issue 31).
    {
      ...payments,
      refunds: refunds.of,
      expireDue: async (now?: Date) => (await approvals.expireDue(now)) + (await payments.expireDue(now)),
      credit: creditPort,
    },
    postings,
  );
  await app.register(ordersRoutes, { ...api, orders });
  // Delivery: places, the charge table, courier bookings and their callbacks (stand-ins with COURIERS_FAKE).
  if (config.couriers.fake && app.standInSecrets) {
    await app.register(fakeCouriersRoutes, { publicUrl: config.baseUrl, secrets: app.standInSecrets });
  }
  await app.register(deliveryRoutes, {
    ...api,
    rates: createDeliveryRatesService(deliveryRatesRepo, rateBands),
    shipments: createShipmentsService({
      repo: createShipmentsRepo(db),
      couriers: courierClients,
      catalog: catalogEvents,
      log: app.log,
      postings,
    }),
  });
  // Requests for quotation: accepting a quote places its order through the orders module, whose transaction
  // also locks and records the quote (the rfq module's claim).
  // Quotes show their delivery charge by zone from the kept copy of the table, as checkouts price it.
  const rfqRepo = { ...createRfqRepo(db), deliveryRates: async () => toRateBands(await rateBands.get()) };
  const now = () => new Date();
  const rfqs = createRfqService(rfqRepo, now);
  const rfqMessages = createMessagesService(rfqRepo);
  await app.register(rfqRoutes, {
    ...api,
    rfqs,
    quotes: createQuotesService(rfqRepo, now, orders.placeQuoted),
    messages: rfqMessages,
  });
  await app.register(rfqAdminRoutes, { ...api, rfqs, messages: rfqMessages });
  // Reviews change products' ratings (the catalog shows them); the seller page lists the seller's cards
  // through the products module.
  const reviewsRepo = createReviewsRepo(db);
  // The public seller page reads from readDb (reviews' writes keep reviewsRepo on db).
  const sellers = createSellersService(
    readDb === db ? reviewsRepo : createReviewsRepo(readDb),
    productsService.sellerCards,
  );
  await app.register(reviewsRoutes, {
    ...api,
    reviews: createReviewsService(reviewsRepo, catalogEvents, now),
    sellers,
  });
  await app.register(invoicesRoutes, {
    ...api,
    invoices: createInvoicesService({
      repo: createInvoicesRepo(db),
      orderDetails: orders.details,
      brandName: config.brandName,
    }),
  });
  // Marketplace money, the reads (issue 29): a seller's finance and statements, the operator's overview,
  // commission invoices per payout run — over the ledger's balances, PDFs drawn by the invoices module.
  const ledger = ledgerQueries(db);
  await registerFinanceReads(app, api.prefix, {
    db,
    brandName: config.brandName,
    payoutMinimumPoisha: config.money.payoutMinimumPoisha,
    commissionVatBps: config.money.commissionVatBps,
    sellerBalance: ledger.sellerBalance,
    trialBalance: ledger.trialBalance,
    csv: csvStream,
    renderStatementPdf,
    renderCommissionInvoicePdf,
  });
  // Payouts (issue 29): the seller's payout method and BIN (behind the password, checked by the auth library),
  // payout runs posted to the ledger, their files through the export module's CSV writer, bKash's B2C rail.
  await registerPayouts(app, api.prefix, {
    db,
    config,
    ledger: { postEntry, queries: ledgerQueries, accounts: ledgerAccounts },
    csv: csvStream,
    checkPassword: createAccountService(auth).checkPassword,
    standIn: app.standInSecrets?.bkash ?? null,
    standInPath: FAKE_PAYOUT_PATHS.bkash,
    log: app.log,
  });
  await app.register(cartRoutes, { ...api, cart: createCartService(createCartRepo(db)) });
  await app.register(addressesRoutes, {
    ...api,
    addresses: createAddressesService(createAddressesRepo(db)),
  });
  await app.register(companiesRoutes, {
    ...api,
    companies: createCompaniesService(createCompaniesRepo(db)),
  });
  await app.register(companyAddressesRoutes, {
    ...api,
    companyAddresses: createCompanyAddressesService(createCompanyAddressesRepo(db)),
  });
  // A company's online payments of its invoices (the checkout's gateway clients) and the invoice reminders' sweep;
  // an operator's recorded bank transfer writes its payment row and ledger entry through it too.
  const creditPayments = await registerCreditPayments(app, api.prefix, {
    db,
    gateways: gatewayClients,
    baseUrl: config.baseUrl,
    heldMinutes: config.payments.holdMinutes,
    reminderDaysBefore: config.money.creditReminderDaysBefore,
    sweepMs: config.payments.sweepMs,
    postRepaid: (t, entry) => postEntry(t, creditRepaid(entry)),
    log: app.log,
  });
  const credit = createCreditService(creditRepo, {
    requiresVerifiedCompany: config.money.creditRequiresVerifiedCompany,
    recordBankTransfer: creditPayments.recordBankTransfer,
  });
  await app.register(creditRoutes, { ...api, credit });
  await app.register(creditAdminRoutes, { ...api, credit });
  await app.register(creditApplicationsRoutes, {
    ...api,
    creditApplications: createCreditApplicationsRepo(db),
  });
  await app.register(newsletterRoutes, { ...api, newsletter });
  await app.register(contentRoutes, { ...api, content });
  const recentOrders = async (limit: number) => (await orders.all({ page: 1, limit })).orders;
  await app.register(statsRoutes, { ...api, stats: createStatsService(statsRepo, recentOrders) });
  const exports = createExportService({
    orders: ordersRepo.list,
    products: (offset, limit) => productsRepo.listForModeration(undefined, undefined, offset, limit),
    users: (offset, limit) => usersRepo.list(undefined, offset, limit),
    subscribers: (offset, limit) => newsletter.list(undefined, offset, limit),
    unsubscribeUrl: newsletter.unsubscribeUrl,
    payments: payments.ledgerPage,
  });
  // Each export is in the audit trail (who took which list, with which filters).
  const exported = (viewer: Viewer, list: string, filters: object) =>
    recordAudit(db, viewer, {
      action: 'export',
      target: { type: 'export', id: list },
      after: { ...filters },
    });
  await app.register(exportRoutes, { ...api, exports, exported });
  const auditRepo = createAuditRepo(db);
  await app.register(auditRoutes, { ...api, audit: createAuditService(auditRepo, csvStream), exported });
  // Every AUDIT_ARCHIVE_MS, rows past AUDIT_RETENTION_DAYS go to <data>/audit-archive and leave the table. Safe
  // in several processes: each deletes only the rows it wrote (a row may land in two files, never in none).
  if (config.audit.archiveMs > 0) {
    const archive = () =>
      archiveOldAudit(auditRepo, join(config.dataDir, 'audit-archive'), config.audit.retentionDays)
        .then(({ rows, file }) => rows && app.log.info({ rows, file }, 'audit rows archived'))
        .catch((error: unknown) => app.log.error({ err: error }, 'audit archiving failed'));
    const timer = setInterval(archive, config.audit.archiveMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  await app.register(uploadsRoutes, { ...api, service: createUploadsService(imageStorage) });
  // Verified businesses (issue 31 item 5): documents kept in the database, never under the public uploads.
  const verification = createVerificationService(createVerificationRepo(db), catalogEvents, processImage);
  await app.register(verificationRoutes, { ...api, verification, discardRestOfBody });
  await app.register(verificationAdminRoutes, { ...api, verification });
  await app.register(languageSwitchRoutes);
  await registerWebApp(app, {
    webDistDir,
    uploadsDir,
    brandName: config.brandName,
    baseUrl: config.baseUrl,
    port: config.port,
    cache: catalog,
    // The web build's rendering bundle sits beside the built app (web/dist-ssr beside web/dist).
    renderer: await loadPageRenderer(join(webDistDir, '..', 'dist-ssr'), config.brandName, (lang) =>
      inProcessApi(app, lang),
    ),
    seo: createSeoService(
      {
        findPublic: publicListings.findPublic,
        listForSitemap: catalogRepo.listApprovedForSitemap,
        findSeller: sellers.findPublic,
        listSellersForSitemap: catalogRepo.listSellersForSitemap,
      },
      config.baseUrl,
    ),
  });
}
