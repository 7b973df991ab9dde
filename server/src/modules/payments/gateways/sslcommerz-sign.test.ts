import { describe, expect, it } from 'vitest';
import { checkSslcommerzSign, signSslcommerzFields } from './sslcommerz-sign.js';

// A real sandbox IPN, as published in the tests of the PyPI package sslcommerz-client (store
// demo60755b72efb76; sandbox store passwords are `<store id>@ssl`). Its verify_sign and verify_sign_sha2 were
// computed by SSLCommerz, so matching them proves the algorithm, not just agreement with ourselves.
const SANDBOX_IPN = {
  amount: '41.00',
  bank_tran_id: '21041820235217WSibg8WymA1Az',
  base_fair: '0.00',
  card_brand: 'VISA',
  card_issuer: 'STANDARD CHARTERED BANK',
  card_issuer_country: 'Bangladesh',
  card_issuer_country_code: 'BD',
  card_no: '421481XXXXXX4177',
  card_sub_brand: 'Classic',
  card_type: 'VISA-Dutch Bangla',
  currency: 'BDT',
  currency_amount: '41.00',
  currency_rate: '1.0000',
  currency_type: 'BDT',
  error: '',
  risk_level: '0',
  risk_title: 'Safe',
  status: 'VALID',
  store_amount: '39.98',
  store_id: 'demo60755b72efb76',
  tran_date: '2021-04-18 20:23:37',
  tran_id: '29483c11198245a89f537aba38b0b2',
  val_id: '2104182023530eW1BEsNECM6DtH',
  value_a: '',
  value_b: '',
  value_c: '',
  value_d: '',
  verify_sign: '3cf600d3ea852dc9a292f8ef5b742aac',
  verify_sign_sha2: '1bda6d3ff5a73f0998f12b4f0d0b120a42b99f380914f0e52274ffd5b9e40852',
  verify_key:
    'amount,bank_tran_id,base_fair,card_brand,card_issuer,card_issuer_country,card_issuer_country_code,card_no,' +
    'card_sub_brand,card_type,currency,currency_amount,currency_rate,currency_type,error,risk_level,risk_title,' +
    'status,store_amount,store_id,tran_date,tran_id,val_id,value_a,value_b,value_c,value_d',
};
const SANDBOX_PASSWORD = 'demo60755b72efb76@ssl';

describe('SSLCommerz verify_sign', () => {
  it('matches the signatures SSLCommerz computed for a sandbox IPN', () => {
    const ours = signSslcommerzFields(SANDBOX_IPN, SANDBOX_PASSWORD, SANDBOX_IPN.verify_key.split(','));
    expect(ours.verify_sign).toBe(SANDBOX_IPN.verify_sign);
    expect(ours.verify_sign_sha2).toBe(SANDBOX_IPN.verify_sign_sha2);
    expect(checkSslcommerzSign(SANDBOX_IPN, SANDBOX_PASSWORD)).toBe('valid');
  });

  it('refuses a changed amount, another store password, or a sign without its key list', () => {
    expect(checkSslcommerzSign({ ...SANDBOX_IPN, amount: '4100.00' }, SANDBOX_PASSWORD)).toBe('invalid');
    expect(checkSslcommerzSign(SANDBOX_IPN, 'bulkbazarfake@ssl')).toBe('invalid');
    expect(checkSslcommerzSign({ ...SANDBOX_IPN, verify_key: '' }, SANDBOX_PASSWORD)).toBe('invalid');
  });

  it('refuses a forged sha2 next to a genuine md5 sign', () => {
    const forged = { ...SANDBOX_IPN, verify_sign_sha2: 'a'.repeat(64) };
    expect(checkSslcommerzSign(forged, SANDBOX_PASSWORD)).toBe('invalid');
  });

  it('still accepts a genuine md5 sign when no sha2 is sent', () => {
    const { verify_sign_sha2: _dropped, ...md5Only } = SANDBOX_IPN;
    expect(checkSslcommerzSign(md5Only, SANDBOX_PASSWORD)).toBe('valid');
  });

  it('calls a post without verify_sign and verify_key unsigned', () => {
    expect(checkSslcommerzSign({ tran_id: 'x', status: 'CANCELLED' }, SANDBOX_PASSWORD)).toBe('unsigned');
  });

  it('signs what it is given so that the check accepts it (the stand-in relies on this)', () => {
    const fields = { tran_id: 'inv-1', amount: '125.50', status: 'VALID' };
    const signed = { ...fields, ...signSslcommerzFields(fields, 'secret@ssl') };
    expect(signed.verify_key).toBe('amount,status,tran_id');
    expect(checkSslcommerzSign(signed, 'secret@ssl')).toBe('valid');
  });
});
