import { PAYMENT_METHOD_LABELS } from '@bulkbazar/contract';
import { describe, expect, it } from 'vitest';
import { enPayments } from './en-payments';

describe('the payment texts', () => {
  it("name the payment methods as the contract does (the server's CSV, e-mails and the admin's tables)", () => {
    expect(enPayments.payments.method).toEqual(PAYMENT_METHOD_LABELS);
  });
});
