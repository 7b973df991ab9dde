import type { StartPayment } from './gateway.js';

// The session API's form fields (SSLCommerz v4 "Create and Get Session"). SSLCommerz marks the customer
// fields mandatory and limits their lengths (cus_name/cus_email/cus_add1/cus_city 50, cus_phone 20,
// product_name 255), so long values are cut rather than have the session refused. No goods ship through
// SSLCommerz (shipping_method NO); product_profile "general" is its profile for ordinary goods.

/** The larger cities (divisional seats and the industrial belt) named in an address; else Dhaka. */
const CITIES = [
  ['Dhaka', /\bdhaka\b/i],
  ['Chattogram', /\b(chattogram|chittagong)\b/i],
  ['Khulna', /\bkhulna\b/i],
  ['Rajshahi', /\brajshahi\b/i],
  ['Sylhet', /\bsylhet\b/i],
  ['Barishal', /\b(barishal|barisal)\b/i],
  ['Rangpur', /\brangpur\b/i],
  ['Mymensingh', /\bmymensingh\b/i],
  ['Cumilla', /\b(cumilla|comilla)\b/i],
  ['Gazipur', /\bgazipur\b/i],
  ['Narayanganj', /\bnarayanganj\b/i],
] as const;

export function cityOf(address: string): string {
  return CITIES.find(([, pattern]) => pattern.test(address))?.[0] ?? 'Dhaka';
}

/** A Bangladeshi post code (four digits) written in the address, if any. */
export function postcodeOf(address: string): string | undefined {
  return /\b\d{4}\b/.exec(address)?.[0];
}

const cut = (value: string, max: number) => value.trim().slice(0, max);

export function sessionFields(p: StartPayment): Record<string, string> {
  const postcode = postcodeOf(p.customer.address);
  return {
    total_amount: p.amount,
    currency: p.currency,
    tran_id: p.invoice,
    success_url: p.urls.success,
    fail_url: p.urls.fail,
    cancel_url: p.urls.cancel,
    ipn_url: p.urls.ipn,
    cus_name: cut(p.customer.name, 50),
    cus_email: cut(p.customer.email, 50),
    cus_phone: cut(p.customer.phone, 20),
    cus_add1: cut(p.customer.address, 50),
    cus_city: cityOf(p.customer.address),
    ...(postcode ? { cus_postcode: postcode } : {}),
    cus_country: 'Bangladesh',
    shipping_method: 'NO',
    num_of_item: '1',
    product_name: cut(p.description, 255),
    product_category: 'Wholesale',
    product_profile: 'general',
  };
}
