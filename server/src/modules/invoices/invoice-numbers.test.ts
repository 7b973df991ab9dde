import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder } from '../../../test/factories.js';
import { recordCatalogEvents } from '../../../test/record-catalog-events.js';
import { createTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/client.js';
import { invoiceCounters, orderInvoices } from '../../db/schema.js';
import type { Viewer } from '../../kernel/viewer.js';
import { createOrdersRepo } from '../orders/orders.repo.js';
import { createOrdersService } from '../orders/orders.service.js';
import { NO_ONLINE_PAYMENTS } from '../orders/payments-port.js';
import { formatInvoiceNumber, yearInDhaka } from './invoice-view.js';
import { createInvoicesRepo } from './invoices.repo.js';
import { createInvoicesService } from './invoices.service.js';

// Invoice numbers on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): one series per Dhaka
// year, without gaps or duplicates however many first requests race.
let database: Database;
let clock = new Date('2026-03-01T06:00:00Z');
let service: ReturnType<typeof createInvoicesService>;
const admin: Viewer = { id: 'nobody', email: 'admin@example.com', name: 'Admin', image: null, role: 'admin' };

beforeAll(async () => {
  database = await createTestDatabase();
  const orders = createOrdersService(
    createOrdersRepo(database.db),
    recordCatalogEvents(),
    NO_ONLINE_PAYMENTS,
  );
  service = createInvoicesService({
    repo: createInvoicesRepo(database.db),
    orderDetails: orders.details,
    brandName: 'BulkBazar',
    now: () => clock,
  });
});
afterAll(() => database.close());

const numberOf = async (orderId: string) =>
  (await service.pdf(admin, orderId, 'en')).fileName.replace(/\.pdf$/, '');
const counter = async (year: number) =>
  (await database.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year)))[0]?.last;

describe('invoice numbers', () => {
  it('formats the year and six digits', () => {
    expect(formatInvoiceNumber(2026, 123)).toBe('INV-2026-000123');
    expect(formatInvoiceNumber(2026, 1_234_567)).toBe('INV-2026-1234567');
  });

  it('counts years in Dhaka time (UTC+6)', () => {
    expect(yearInDhaka(new Date('2026-12-31T17:59:59Z'))).toBe(2026);
    expect(yearInDhaka(new Date('2026-12-31T18:00:00Z'))).toBe(2027);
  });

  it('gives 20 orders asked for at once the numbers 1 to 20, each once', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => createOrder(database.db)));
    const numbers = await Promise.all(orders.map((o) => numberOf(o.id)));
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => formatInvoiceNumber(2026, i + 1)),
    );
    expect(await counter(2026)).toBe(20);
  }, 60_000);

  it('gives an order asked for again, or many times at once, the number it has', async () => {
    const order = await createOrder(database.db);
    const racing = await Promise.all(Array.from({ length: 8 }, () => numberOf(order.id)));
    expect(new Set(racing).size).toBe(1);
    expect(await numberOf(order.id)).toBe(racing[0]);
    expect(racing[0]).toBe(formatInvoiceNumber(2026, 21));
    expect(await counter(2026)).toBe(21);
    const rows = await database.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, order.id));
    expect(rows).toHaveLength(1);
  }, 60_000);

  it('starts a new series at 1 when the year turns in Dhaka', async () => {
    clock = new Date('2026-12-31T18:00:01Z'); // 1 January 2027, 00:00:01 in Dhaka
    const [a, b] = await Promise.all([createOrder(database.db), createOrder(database.db)]);
    expect(await numberOf(a.id)).toBe('INV-2027-000001');
    expect(await numberOf(b.id)).toBe('INV-2027-000002');
    expect(await counter(2026)).toBe(21);
  });

  it('takes no number for an order that may not have one', async () => {
    const before = await counter(2027);
    for (const orderStatus of ['awaiting_payment', 'cancelled']) {
      const order = await createOrder(database.db, { orderStatus });
      await expect(service.pdf(admin, order.id, 'en')).rejects.toMatchObject({ code: 'INVALID_TRANSITION' });
    }
    expect(await counter(2027)).toBe(before);
    // The next invoice follows on without a gap.
    expect(await numberOf((await createOrder(database.db)).id)).toBe('INV-2027-000003');
  });

  it('refuses, before numbering, a viewer who is not the buyer, the seller or an admin', async () => {
    const order = await createOrder(database.db);
    const stranger: Viewer = { ...admin, id: order.buyerId.replace(/.$/, 'x'), role: 'user' };
    await expect(service.pdf(stranger, order.id, 'en')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const buyer: Viewer = { ...admin, id: order.buyerId, role: 'user' };
    const seller: Viewer = { ...admin, id: order.sellerId!, role: 'user' };
    expect(await counter(2027)).toBe(3);
    expect(await numberOf(order.id)).toBe('INV-2027-000004');
    expect((await service.pdf(buyer, order.id, 'bn')).fileName).toBe('INV-2027-000004.pdf');
    expect((await service.pdf(seller, order.id, 'en')).fileName).toBe('INV-2027-000004.pdf');
  });
});
