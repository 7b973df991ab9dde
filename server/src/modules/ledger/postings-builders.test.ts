import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NewEntry } from './ledger.repo.js';
import { lineCommission, vatOn } from './order-money.js';
import { cashKept, codCollected, orderDelivered, orderMarkedPaid } from './postings-orders.js';
import { gatewayRefund, paymentReceived } from './postings-payments.js';

// The entry builders alone (no database): every entry they make balances, whatever the order's money, and
// names an account only for a gateway or courier the ledger knows.

const sum = (e: NewEntry) => e.lines.reduce((a, l) => a + l.amountPoisha, 0);

const order = fc
  .record({
    goods: fc.integer({ min: 0, max: 1_000_000_00 }),
    delivery: fc.integer({ min: 0, max: 500_00 }),
    bps: fc.integer({ min: 0, max: 10_000 }),
    fee: fc.integer({ min: 0, max: 50_00 }),
    refundedShare: fc.double({ min: 0, max: 1, noNaN: true }),
    courier: fc.constantFrom(null, 'steadfast', 'pathao', 'redx'),
    seller: fc.constantFrom<string | null>('seller-1', null),
  })
  .map((o) => {
    const commissionPoisha = lineCommission(o.goods, o.bps) + o.fee;
    const totalPoisha = o.goods + o.delivery;
    return {
      id: 'order-1',
      checkoutId: 'checkout-1',
      sellerId: o.seller,
      totalPoisha,
      deliveryChargePoisha: o.delivery,
      commissionPoisha,
      commissionVatPoisha: vatOn(commissionPoisha, 1_500),
      refundedPoisha: Math.floor(totalPoisha * o.refundedShare),
      courier: o.courier,
    };
  });

describe('the postings’ entries', () => {
  it('delivered balances for any order: buyer_funds gives the total less refunds, the parts take exactly that', () => {
    fc.assert(
      fc.property(order, fc.integer({ min: 0, max: 90 }), (o, days) => {
        const at = new Date('2026-05-01T10:00:00Z');
        const e = orderDelivered(o, at, days);
        expect(sum(e)).toBe(0);
        expect(e.lines[0]).toEqual({
          account: 'buyer_funds',
          amountPoisha: o.totalPoisha - o.refundedPoisha,
        });
        const payable = e.lines.find((l) => l.account.startsWith('seller_payable:'))!;
        expect(payable.account).toBe(`seller_payable:${o.sellerId ?? 'deleted'}`);
        expect(payable.availableAt!.getTime() - at.getTime()).toBe(days * 86_400_000);
        // Delivery income only when the shop's courier carried it.
        const delivery = e.lines.find((l) => l.account === 'delivery_income')!.amountPoisha;
        if (!o.courier) expect(delivery).toBe(0);
        if (o.courier && o.refundedPoisha === 0) expect(delivery).toBe(0 - o.deliveryChargePoisha);
      }),
    );
  });

  it('money received, refunded, kept or collected balances, into the account its channel names', () => {
    fc.assert(
      fc.property(order, fc.integer({ min: 1, max: 10_000_000_00 }), (o, amount) => {
        const p = { id: 'pay-1', checkoutId: 'checkout-1', gateway: 'sslcommerz', amountPoisha: amount };
        for (const e of [
          paymentReceived(p),
          gatewayRefund(p, amount, null),
          gatewayRefund(p, amount, o.id, 'R1'),
          orderMarkedPaid(o, 'nagad', amount),
          orderMarkedPaid(o, 'cod', amount),
          cashKept(o, amount),
          codCollected(o, 'pathao', amount),
        ])
          expect(sum(e)).toBe(0);
      }),
    );
    expect(paymentReceived({ id: 'p', checkoutId: 'c', gateway: 'bkash', amountPoisha: 5 }).key).toBe(
      'payment:p',
    );
    expect(gatewayRefund({ id: 'p', checkoutId: 'c', gateway: 'bkash', amountPoisha: 5 }, 5, 'o').key).toBe(
      'gateway-refund:p:o',
    );
    const owner = { id: 'o', checkoutId: 'c', sellerId: 's' };
    expect(orderMarkedPaid(owner, 'rocket', 5).lines[0]!.account).toBe('gateway_clearing:rocket');
    expect(orderMarkedPaid(owner, 'bkash_online', 5).lines[0]!.account).toBe('gateway_clearing:bkash');
    expect(orderMarkedPaid(owner, 'cod', 5).lines[0]!.account).toBe('seller_payable:s');
  });

  it('refuses a gateway or courier the ledger has no account for', () => {
    expect(() => paymentReceived({ id: 'p', checkoutId: 'c', gateway: 'paypal', amountPoisha: 5 })).toThrow(
      /no ledger account for gateway paypal/,
    );
    expect(() => codCollected({ id: 'o', checkoutId: 'c' }, 'dhl', 5)).toThrow(/courier dhl/);
  });
});
