import { describe, expect, it } from 'vitest';
import { paidVerdict, queryVerdict, validationVerdict } from './sslcommerz-verdict.js';

// The cases the stand-in never produces: risky payments, numbers where strings were expected, several
// attempts under one tran_id.

const paid = {
  status: 'VALID',
  tran_id: 'inv-1',
  val_id: 'VAL1',
  bank_tran_id: 'BANK1',
  amount: '500.00',
  currency: 'BDT',
  risk_level: '0',
  tran_date: '2026-01-02 10:00:00',
};

describe('SSLCommerz verdicts', () => {
  it('completes a low-risk VALID transaction for our tran_id', () => {
    expect(paidVerdict(paid, 'inv-1')).toEqual({
      status: 'completed',
      gatewayPaymentId: 'VAL1',
      trxId: 'BANK1',
      amount: '500.00',
      currency: 'BDT',
      invoice: 'inv-1',
    });
  });

  it('reads risk_level and amount sent as numbers', () => {
    expect(paidVerdict({ ...paid, risk_level: 0, amount: 500 }, 'inv-1')).toMatchObject({
      status: 'completed',
      amount: '500',
    });
  });

  it('does not take a risky payment as paid (risk_level 1), as SSLCommerz’s WHMCS module does', () => {
    expect(paidVerdict({ ...paid, risk_level: '1', risk_title: 'High' }, 'inv-1')).toMatchObject({
      status: 'rejected',
      reason: expect.stringMatching(/risk_level 1/),
    });
  });

  it('rejects a validation that names another tran_id or lacks the bank id', () => {
    expect(paidVerdict(paid, 'inv-2')).toMatchObject({ status: 'rejected' });
    expect(paidVerdict({ ...paid, bank_tran_id: '' }, 'inv-1')).toMatchObject({ status: 'rejected' });
  });

  it('prefers a paid attempt over a later declined one, then an open one, then the latest', () => {
    const failedLater = { ...paid, status: 'FAILED', val_id: '', tran_date: '2026-01-02 11:00:00' };
    expect(queryVerdict({ element: [paid, failedLater] }, 'inv-1', 'S1')).toMatchObject({
      status: 'completed',
      trxId: 'BANK1',
    });
    const open = { status: 'PENDING', tran_id: 'inv-1', tran_date: '2026-01-02 09:00:00' };
    expect(queryVerdict({ element: [failedLater, open] }, 'inv-1', 'S1')).toEqual({
      status: 'pending',
      gatewayPaymentId: 'S1',
    });
    const cancelled = { status: 'CANCELLED', tran_id: 'inv-1', tran_date: '2026-01-02 12:00:00' };
    expect(queryVerdict({ element: [cancelled, failedLater] }, 'inv-1', 'S1')).toMatchObject({
      status: 'cancelled',
    });
  });

  it('answers null when SSLCommerz lists no attempt', () => {
    expect(queryVerdict({ APIConnect: 'DONE', no_of_trans_found: 0, element: [] }, 'inv-1', 'S1')).toBeNull();
    expect(queryVerdict({ APIConnect: 'DONE' }, 'inv-1', 'S1')).toBeNull();
  });

  it("does not let another transaction's failed val_id cancel ours", () => {
    const theirs = { APIConnect: 'DONE', status: 'FAILED', tran_id: 'inv-other', val_id: 'VAL9' };
    expect(validationVerdict(theirs, 'VAL9', 'inv-1')).toMatchObject({ status: 'rejected' });
    expect(validationVerdict({ ...theirs, tran_id: 'inv-1' }, 'VAL9', 'inv-1')).toMatchObject({
      status: 'failed',
    });
  });

  it('throws when the validation API refuses the request itself (wrong store credentials)', () => {
    expect(() => validationVerdict({ APIConnect: 'FAILED' }, 'VAL1', 'inv-1')).toThrow(/APIConnect FAILED/);
    expect(validationVerdict({ status: 'INVALID_TRANSACTION' }, 'VAL1', 'inv-1')).toMatchObject({
      status: 'rejected',
    });
  });
});
