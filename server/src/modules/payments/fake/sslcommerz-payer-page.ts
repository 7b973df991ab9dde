// The stand-in's payer page: where SSLCommerz would offer cards and wallets, the stand-in asks only for a
// decision. Plain HTML with forms (no script, no style, nothing fetched). Each form carries, hidden, the
// signed fields SSLCommerz posts back for that decision: the stand-in answers the form with a 307 to the
// shop's success/fail/cancel URL, so the browser re-posts exactly those fields there, as the real gateway's
// return does — one click, no script.
import { escapeHtml, standInPage } from './page-shell.js';

const TITLE = 'SSLCommerz (test stand-in)';
const page = (body: string) => standInPage(TITLE, body);

/**
 * The page's own policy: nothing but its forms, which post here and are redirected (307) to the shop's
 * return URLs — browsers check form-action on the redirect too, so those origins are listed.
 */
export function payerPageCsp(returnUrls: string[]): string {
  const origins = [...new Set(returnUrls.map((url) => new URL(url).origin))];
  return [
    "default-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action 'self' ${origins.join(' ')}`.trim(),
  ].join('; ');
}

export type PayerDecision = 'approve' | 'fail' | 'cancel';

const BUTTONS: ReadonlyArray<[PayerDecision, string]> = [
  ['approve', 'Approve'],
  ['fail', 'Fail'],
  ['cancel', 'Cancel'],
];

const hiddenInputs = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/** The page for a session waiting for its payer; each button posts its decision's fields to `${actionBase}/<decision>`. */
export function payerPage(p: {
  amount: string;
  tranId: string;
  productName: string;
  actionBase: string;
  fields: Record<PayerDecision, Record<string, string>>;
}): string {
  const forms = BUTTONS.map(
    ([decision, label]) =>
      `<form method="post" action="${escapeHtml(`${p.actionBase}/${decision}`)}">${hiddenInputs(p.fields[decision])}<button type="submit">${label}</button></form>`,
  ).join('\n');
  return page(`<p>No money moves here: this page stands in for SSLCommerz while the shop runs with PAYMENTS_FAKE=true.</p>
<dl>
<dt>Amount</dt><dd>৳${escapeHtml(p.amount)} BDT</dd>
<dt>Transaction</dt><dd>${escapeHtml(p.tranId)}</dd>
<dt>For</dt><dd>${escapeHtml(p.productName)}</dd>
</dl>
${forms}`);
}

/** A page that only says something (unknown session, already decided). */
export function messagePage(message: string): string {
  return page(`<p>${escapeHtml(message)}</p>`);
}
