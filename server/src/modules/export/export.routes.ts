import {
  errorResponseSchema,
  formatDhakaDateTime,
  orderListQuerySchema,
  poishaToTaka,
} from '@bulkbazar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { NewsletterService } from '../newsletter/newsletter.service.js';
import type { OrderRow, OrdersRepo } from '../orders/orders.repo.js';
import type { ProductRow, ProductsRepo } from '../products/products.repo.js';
import type { UserRow, UsersRepo } from '../users/users.repo.js';
import { csvStream } from './csv.js';

type Repos = {
  orders: OrdersRepo;
  products: ProductsRepo;
  users: UsersRepo;
  newsletter: Pick<NewsletterService, 'list' | 'unsubscribeUrl'>;
};
const csvSchema = {
  tags: ['dashboard'],
  produces: ['text/csv'],
  response: { 401: errorResponseSchema, 403: errorResponseSchema },
};
const taka = (poisha: number) => poishaToTaka(poisha).toFixed(2);
const when = (d: Date) => formatDhakaDateTime(d);

export const exportRoutes: FastifyPluginAsyncZod<Repos> = async (app, repos) => {
  const send = (reply: FastifyReply, name: string, stream: Readable): void => {
    reply.type('text/csv; charset=utf-8');
    reply.header(
      'content-disposition',
      `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    reply.header('cache-control', 'no-store');
    void reply.send(stream);
  };

  app.get(
    '/admin/export/orders.csv',
    {
      config: { access: 'admin' },
      schema: {
        ...csvSchema,
        summary: 'Orders as CSV (same filter as the orders list)',
        querystring: orderListQuerySchema.pick({ status: true, q: true }),
      },
    },
    (request, reply) => {
      send(
        reply,
        'orders',
        csvStream<OrderRow>(
          [
            { header: 'Order id', value: (o) => o.id },
            { header: 'Order time (Dhaka)', value: (o) => when(o.createdAt) },
            { header: 'Status', value: (o) => o.orderStatus },
            { header: 'Product', value: (o) => o.productName },
            { header: 'SKU', value: (o) => o.productSku },
            { header: 'Quantity', value: (o) => o.quantity },
            { header: 'Unit price (BDT)', value: (o) => taka(o.productPricePoisha) },
            { header: 'Total (BDT)', value: (o) => taka(o.totalPoisha) },
            { header: 'Buyer', value: (o) => o.customerName },
            { header: 'Email', value: (o) => o.customerEmail },
            { header: 'Phone', value: (o) => o.phoneNumber },
            { header: 'Address', value: (o) => o.shippingAddress },
            { header: 'Payment', value: (o) => o.paymentMethod },
            { header: 'Transaction id', value: (o) => o.transactionId },
            { header: 'Paid', value: (o) => o.paymentStatus === 'paid' },
            { header: 'Seller', value: (o) => o.sellerName },
          ],
          (offset, limit) =>
            repos.orders.list({ status: request.query.status, q: request.query.q }, offset, limit),
        ),
      );
    },
  );

  app.get(
    '/admin/export/products.csv',
    { config: { access: 'admin' }, schema: { ...csvSchema, summary: 'All products as CSV' } },
    (_request, reply) =>
      send(
        reply,
        'products',
        csvStream<ProductRow>(
          [
            { header: 'Product id', value: (p) => p.id },
            { header: 'SKU', value: (p) => p.sku },
            { header: 'Name', value: (p) => p.productName },
            { header: 'Brand', value: (p) => p.brand },
            { header: 'Category', value: (p) => p.category },
            { header: 'Price (BDT)', value: (p) => taka(p.pricePoisha) },
            { header: 'Stock', value: (p) => p.stock },
            { header: 'MOQ', value: (p) => p.minQuantity },
            { header: 'Status', value: (p) => p.status },
            { header: 'Seller', value: (p) => p.authorName },
            { header: 'Seller email', value: (p) => p.authorEmail },
            { header: 'Listed (Dhaka)', value: (p) => when(p.createdAt) },
          ],
          (offset, limit) => repos.products.listForModeration(undefined, undefined, offset, limit),
        ),
      ),
  );

  app.get(
    '/admin/export/users.csv',
    { config: { access: 'admin' }, schema: { ...csvSchema, summary: 'All users as CSV' } },
    (_request, reply) =>
      send(
        reply,
        'users',
        csvStream<UserRow>(
          [
            { header: 'User id', value: (u) => u.id },
            { header: 'Name', value: (u) => u.name },
            { header: 'Email', value: (u) => u.email },
            { header: 'Role', value: (u) => u.role },
            { header: 'Blocked', value: (u) => u.banned },
            { header: 'Joined (Dhaka)', value: (u) => when(u.createdAt) },
          ],
          (offset, limit) => repos.users.list(undefined, offset, limit),
        ),
      ),
  );

  app.get(
    '/admin/export/subscribers.csv',
    { config: { access: 'admin' }, schema: { ...csvSchema, summary: 'Newsletter subscribers as CSV' } },
    (_request, reply) =>
      send(
        reply,
        'subscribers',
        csvStream<{ email: string; createdAt: Date }>(
          [
            { header: 'Email', value: (s) => s.email },
            { header: 'Subscribed (Dhaka)', value: (s) => when(s.createdAt) },
            // The shop sends no e-mail itself: whoever mails the list puts each address's own link in.
            { header: 'Unsubscribe link', value: (s) => repos.newsletter.unsubscribeUrl(s.email) },
          ],
          (offset, limit) => repos.newsletter.list(undefined, offset, limit),
        ),
      ),
  );
};
