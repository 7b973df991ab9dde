import { describe, expect, it } from 'vitest';
import { executeVerdict, statusVerdict } from './bkash-verdict.js';
import { GatewayUnavailableError } from './gateway.js';

// The answers the stand-in never gives (payer-side refusals, bKash's system errors, odd answers), read
// as bKash's documented shapes.

const ID = 'TR0011ABC';
const completed = {
  paymentID: ID,
  trxID: 'BFD90JRLST',
  transactionStatus: 'Completed',
  amount: '500.00',
  currency: 'BDT',
  merchantInvoiceNumber: 'pay-1',
  statusCode: '0000',
  statusMessage: 'Successful',
};
const refused = (statusCode: string, statusMessage: string) => ({ statusCode, statusMessage });

describe('bKash execute answer', () => {
  it('completes with what bKash reported', () => {
    expect(executeVerdict(completed, ID)).toEqual({
      status: 'completed',
      gatewayPaymentId: ID,
      trxId: 'BFD90JRLST',
      amount: '500.00',
      currency: 'BDT',
      invoice: 'pay-1',
    });
  });

  it.each([
    ['2023', 'Insufficient Balance'],
    ['2014', 'Wrong PIN'],
    ['2057', 'Not a bKash Account'],
  ])("fails on the payer-side refusal %s with bKash's message", (code, message) => {
    expect(executeVerdict(refused(code, message), ID)).toEqual({
      status: 'failed',
      gatewayPaymentId: ID,
      reason: `bKash: ${message}`,
    });
  });

  it.each([
    ['2062', 'The payment has already been completed'],
    ['2056', 'Invalid Payment State'],
    ['2117', 'Duplicate request'],
    ['9999', 'System Error'],
    ['2001', 'Invalid App Key'],
  ])('leaves refusal %s to the status query', (code, message) => {
    expect(executeVerdict(refused(code, message), ID)).toBe('query');
  });

  it('leaves an API-gateway message without a code to the status query', () => {
    expect(executeVerdict({ message: 'Unauthorized' }, ID)).toBe('query');
    expect(executeVerdict({ errorCode: '2020', errorMessage: 'Exception Occurred' }, ID)).toBe('query');
  });

  it('rejects a payment bKash does not know', () => {
    expect(executeVerdict(refused('2002', 'Invalid Payment ID'), ID)).toMatchObject({ status: 'rejected' });
  });
});

describe('bKash status answer', () => {
  it.each([
    ['Initiated', 'pending'],
    ['Inprogress', 'pending'],
    ['Pending Authorized', 'pending'],
    ['Cancelled', 'cancelled'],
    ['Failed', 'failed'],
    ['Expired', 'failed'],
    ['Declined', 'failed'],
  ])('maps transactionStatus %s to %s', (transactionStatus, status) => {
    expect(
      statusVerdict({ ...refused('0000', 'Successful'), paymentID: ID, transactionStatus }, ID),
    ).toMatchObject({ status, gatewayPaymentId: ID });
  });

  it('keeps an amount and currency exactly as reported, and leaves missing ones empty for the service to refuse', () => {
    expect(statusVerdict({ ...completed, amount: 500 }, ID)).toMatchObject({ amount: '500' });
    expect(
      statusVerdict({ ...completed, currency: undefined, merchantInvoiceNumber: undefined }, ID),
    ).toMatchObject({
      status: 'completed',
      currency: '',
      invoice: '',
    });
  });

  it('rejects an answer about another payment', () => {
    expect(statusVerdict({ ...completed, paymentID: 'TR0011OTHER' }, ID)).toMatchObject({
      status: 'rejected',
    });
  });

  it('concludes nothing from a refused query or an answer without a status or trxID', () => {
    for (const answer of [
      refused('9999', 'System Error'),
      { message: 'Unauthorized' },
      { ...completed, transactionStatus: undefined },
      { ...completed, trxID: undefined },
      { ...completed, amount: '' },
    ]) {
      expect(() => statusVerdict(answer, ID)).toThrow(GatewayUnavailableError);
    }
  });
});
