import { describe, expect, it } from 'vitest';
import { declineBodySchema, ORDER_STATUSES, orderStatusBodySchema, type OrderStatus } from './order.js';
import { canMoveOrder, movableFrom, nextStatuses, paymentRefusal } from './order-rules.js';

// The rules the server enforces and the web app uses to decide which buttons to show.
describe('order status moves', () => {
  it('lets sellers take one step forward at a time', () => {
    expect(nextStatuses('pending', 'seller')).toEqual(['processing']);
    expect(nextStatuses('processing', 'seller')).toEqual(['shipped']);
    expect(nextStatuses('shipped', 'seller')).toEqual(['delivered']);
    expect(nextStatuses('delivered', 'seller')).toEqual([]);
    expect(nextStatuses('cancelled', 'seller')).toEqual([]);
  });

  it('lets admins skip forward any number of steps (SEED.md: Mark shipped on pending orders)', () => {
    expect(nextStatuses('pending', 'admin')).toEqual(['processing', 'shipped', 'delivered']);
    expect(nextStatuses('processing', 'admin')).toEqual(['shipped', 'delivered']);
    expect(movableFrom('shipped', 'admin')).toEqual(['pending', 'processing']);
    expect(movableFrom('shipped', 'seller')).toEqual(['processing']);
  });

  it('never moves backwards, in place, into pending or cancelled, or out of delivered and cancelled', () => {
    for (const by of ['seller', 'admin'] as const) {
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          const forward = ORDER_STATUSES.indexOf(to) > ORDER_STATUSES.indexOf(from);
          const allowed = canMoveOrder(from, to, by);
          if (from === 'cancelled' || from === 'delivered' || to === 'cancelled' || !forward)
            expect(allowed, `${by}: ${from} → ${to}`).toBe(false);
        }
      }
    }
  });

  it('accepts only forward targets in the status body', () => {
    for (const status of ['processing', 'shipped', 'delivered'] as OrderStatus[])
      expect(orderStatusBodySchema.safeParse({ status, from: 'pending' }).success).toBe(true);
    for (const status of ['pending', 'cancelled', 'returned'])
      expect(orderStatusBodySchema.safeParse({ status, from: 'pending' }).success).toBe(false);
  });

  it('requires the status the mover saw (issue 28, item 18)', () => {
    expect(orderStatusBodySchema.safeParse({ status: 'shipped' }).success).toBe(false);
    expect(orderStatusBodySchema.safeParse({ status: 'shipped', from: 'lost' }).success).toBe(false);
  });
});

describe('declining', () => {
  it('needs a reason of 1 to 500 characters, trimmed', () => {
    expect(declineBodySchema.parse({ reason: '  Sold out  ' })).toEqual({ reason: 'Sold out' });
    expect(declineBodySchema.safeParse({ reason: '   ' }).success).toBe(false);
    expect(declineBodySchema.safeParse({}).success).toBe(false);
    expect(declineBodySchema.safeParse({ reason: 'x'.repeat(500) }).success).toBe(true);
    expect(declineBodySchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
  });
});

describe('recording a payment', () => {
  const order = (o: Partial<Parameters<typeof paymentRefusal>[0]>) => ({
    orderStatus: 'delivered' as OrderStatus,
    paymentMethod: 'cod' as const,
    paymentStatus: 'unpaid' as const,
    ...o,
  });

  it('takes cash on a delivered cash-on-delivery order, once', () => {
    expect(paymentRefusal(order({}), 'cash')).toBeNull();
    expect(paymentRefusal(order({ paymentStatus: 'paid' }), 'cash')).toMatchObject({
      field: 'paymentStatus',
    });
  });

  it('refuses cash before delivery, for mobile banking and for cancelled orders', () => {
    expect(paymentRefusal(order({ orderStatus: 'shipped' }), 'cash')?.field).toBe('orderStatus');
    expect(paymentRefusal(order({ paymentMethod: 'bkash' }), 'cash')?.field).toBe('paymentMethod');
    expect(paymentRefusal(order({ orderStatus: 'cancelled' }), 'cash')?.field).toBe('orderStatus');
  });

  it('lets an admin mark an order paid at any live status, never a cancelled one, once', () => {
    expect(paymentRefusal(order({ paymentMethod: 'nagad', orderStatus: 'pending' }), 'paid')).toBeNull();
    expect(paymentRefusal(order({ paymentMethod: 'nagad', orderStatus: 'cancelled' }), 'paid')).toMatchObject(
      { field: 'orderStatus', message: expect.stringMatching(/cancelled/) },
    );
    // An admin may also record a cash payment collected early (say, remitted by the courier).
    expect(paymentRefusal(order({ orderStatus: 'processing' }), 'paid')).toBeNull();
    expect(paymentRefusal(order({ paymentStatus: 'paid' }), 'paid')?.field).toBe('paymentStatus');
  });
});
