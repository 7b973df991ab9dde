import { SMS_KINDS, smsSegments, type NotificationData } from '@bulkbazar/contract';
import { describe, expect, it } from 'vitest';
import { smsKindOf } from '../../db/sms-outbox.js';
import { renderSms } from './sms-texts.js';

// The longest facts each kind can carry: 15 digits of poisha (৳9,99,99,99,99,99,999.99, the most an order
// line may total), a seller name of 80 characters, a Bengali one too.
const LONGEST: NotificationData = {
  code: '999999',
  orderId: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
  total: 999_999_999_999_999,
  amount: 999_999_999_999_999,
  unitPrice: 999_999_999_999_999,
  sellerName: 'ক'.repeat(80),
};

describe('SMS texts', () => {
  for (const kind of SMS_KINDS) {
    for (const role of ['buyer', 'seller']) {
      it(`${kind} (${role}) fits one SMS in English (GSM-7) and in Bengali (UCS-2, 70)`, () => {
        const en = renderSms(kind, { ...LONGEST, role, sellerName: 'W'.repeat(80) }, 'en');
        expect(smsSegments(en)).toMatchObject({ encoding: 'gsm7', segments: 1 });
        const bn = renderSms(kind, { ...LONGEST, role }, 'bn');
        expect(smsSegments(bn), bn).toMatchObject({ encoding: 'ucs2', segments: 1 });
      });
    }
  }

  it('says the facts: the code, the order, the amount in whole taka', () => {
    expect(renderSms('sign_in_code', { code: '042917' }, 'en')).toContain('042917');
    expect(renderSms('sign_in_code', { code: '042917' }, 'bn')).toContain('042917');
    expect(renderSms('order_placed', { orderId: 'a1b2c3d4-0000', total: 1_234_50 }, 'en')).toBe(
      'BulkBazar: your order #A1B2C3D4 is placed, Tk 1,235. Thank you!',
    );
    expect(renderSms('payment_received', { amount: 1_200_00 }, 'bn')).toBe(
      'BulkBazar: ৳১,২০০ পেমেন্ট পাওয়া গেছে। ধন্যবাদ!',
    );
  });

  it('maps notifications to SMS kinds: the buyer hears of shipped and delivered, not every status', () => {
    expect(smsKindOf('order_placed', {})).toBe('order_placed');
    expect(smsKindOf('order_status', { status: 'shipped' })).toBe('order_shipped');
    expect(smsKindOf('order_status', { status: 'delivered' })).toBe('order_delivered');
    expect(smsKindOf('order_status', { status: 'processing' })).toBeNull();
    expect(smsKindOf('order_status', { status: 'shipped', role: 'seller' })).toBeNull();
    expect(smsKindOf('payment_confirmed', {})).toBe('payment_received');
    expect(smsKindOf('new_quote', {})).toBe('quote_received');
    expect(smsKindOf('password_reset', {})).toBeNull();
  });
});
