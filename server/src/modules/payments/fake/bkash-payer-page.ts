// The stand-in's payer page: where bKash would ask for the wallet number, OTP and PIN, the stand-in asks
// only for a decision. Plain HTML with forms (no script, no style, nothing fetched), so the shop's strict
// Content-Security-Policy (form-action 'self') lets it work as served.
import { escapeHtml, standInPage } from './page-shell.js';

const TITLE = 'bKash (test stand-in)';
const page = (body: string) => standInPage(TITLE, body);

export type PayerDecision = 'approve' | 'fail' | 'cancel';

const BUTTONS: ReadonlyArray<[PayerDecision, string]> = [
  ['approve', 'Approve'],
  ['fail', 'Fail'],
  ['cancel', 'Cancel'],
];

/** The page for a payment waiting for its payer; each button posts to `${actionBase}/<decision>`. */
export function payerPage(p: { amount: string; invoice: string; actionBase: string }): string {
  const forms = BUTTONS.map(
    ([decision, label]) =>
      `<form method="post" action="${escapeHtml(`${p.actionBase}/${decision}`)}"><button type="submit">${label}</button></form>`,
  ).join('\n');
  return page(`<p>No money moves here: this page stands in for bKash while the shop runs with PAYMENTS_FAKE=true.</p>
<dl>
<dt>Amount</dt><dd>৳${escapeHtml(p.amount)} BDT</dd>
<dt>Invoice</dt><dd>${escapeHtml(p.invoice)}</dd>
</dl>
${forms}`);
}

/** A page that only says something (unknown payment, already decided). */
export function messagePage(message: string): string {
  return page(`<p>${escapeHtml(message)}</p>`);
}
