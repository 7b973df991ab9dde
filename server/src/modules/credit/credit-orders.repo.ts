import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';

/**
 * An order paid on invoice whose credit went back (cancelled, declined, rejected, expired) reads as refunded:
 * the company owes nothing for it, as a cancelled online order's payment goes back. Only from `paid`, so a
 * second release changes nothing.
 */
export const markCreditReleased = (q: Db, orderId: string) =>
  q
    .update(orders)
    .set({ paymentStatus: 'refunded', updatedAt: new Date() })
    .where(
      and(eq(orders.id, orderId), eq(orders.paymentMethod, 'invoice'), eq(orders.paymentStatus, 'paid')),
    );
