import { signUp } from '../auth-helpers.js';
import { call, listing, stock, type WritePath } from './stage.js';

const ADDRESS = { shippingAddress: 'House 7, Road 3, Mirpur, Dhaka', phoneNumber: '01712345678' };
const inAWeek = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date(Date.now() + 7 * 86_400_000));

// Requests for quotation, password reset and notifications. Accepting a quote places an order, which takes stock; the rest
// write their own tables (requests, quotes, threads, reset tokens, notifications and their settings), which the catalog never reads.
export const TRADE_WRITES: WritePath[] = [
  {
    route: 'POST /api/quotes/:id/accept',
    shows: 'stock-taken',
    scene: async (s) => {
      const l = await listing(s);
      const buyer = await signUp(s.app);
      const rfq = (await call(s.app, 'POST', '/api/rfqs', buyer, { productId: l.id, quantity: 12 })).json()
        .rfq;
      const quote = (
        await call(s.app, 'POST', `/api/rfqs/${rfq._id}/quotes`, l.seller, {
          productId: l.id,
          unitPrice: 80,
          quantity: 12,
          validUntil: inAWeek(),
        })
      ).json().quote;
      return {
        watch: l.watch,
        look: stock,
        write: (app) =>
          call(app, 'POST', `/api/quotes/${quote._id}/accept`, buyer, { ...ADDRESS, paymentMethod: 'cod' }),
        after: [88],
      };
    },
  },
  { route: 'POST /api/rfqs', keeps: 'writes a request for quotation, no product, user or order' },
  { route: 'POST /api/rfqs/:id/quotes', keeps: 'writes a quote; the listing itself is unchanged' },
  { route: 'POST /api/rfqs/:id/messages', keeps: 'writes a message of a thread' },
  { route: 'POST /api/admin/rfqs/:id/hide', keeps: 'hides a request for quotation' },
  { route: 'POST /api/admin/rfq-messages/:id/hide', keeps: 'hides a message of a thread' },
  { route: 'POST /api/auth/request-password-reset', keeps: 'writes a reset token and a notification' },
  { route: 'POST /api/auth/reset-password', keeps: "changes a password and ends the account's sessions" },
  { route: 'POST /api/notifications/read', keeps: "marks the caller's notifications read" },
  {
    route: 'PUT /api/notifications/settings',
    keeps: "saves the caller's notification language and e-mail choices",
  },
];
