import Fastify from 'fastify';
import { FAKE_GATEWAY_PATHS } from '../../../config.js';
// Spelled from modules/: the layer lint reads any '../<dir>/' as another module, even within payments/.
import { sslcommerzFakeRoutes } from '../../payments/fake/sslcommerz-fake.js';
import type { PayerDecision } from '../../payments/fake/sslcommerz-payer-page.js';
import { TEST_SSLCOMMERZ_STORE } from '../../payments/fake/test-credentials.js';
import type { StartPayment } from './gateway.js';

// For tests only: a bare Fastify on 127.0.0.1 serving the SSLCommerz stand-in where the app serves it, plus
// a "merchant" that records what arrives at its return URLs and IPN URL, and a payer who clicks through
// the payer page as a browser would (including following the 307 with the same form fields).

export type Posted = { path: string; fields: Record<string, string> };

export async function startStandIn() {
  const app = Fastify();
  let origin = '';
  const received: Posted[] = [];
  // publicUrl is read per request; the port is known only after listen.
  await app.register(sslcommerzFakeRoutes, {
    prefix: FAKE_GATEWAY_PATHS.sslcommerz,
    store: TEST_SSLCOMMERZ_STORE,
    get publicUrl() {
      return origin;
    },
  });
  await app.register(async (merchant) => {
    merchant.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, b, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(b)))),
    );
    merchant.post<{ Params: { kind: string }; Body: Record<string, string> }>(
      '/merchant/:kind',
      async (request) => {
        received.push({ path: request.params.kind, fields: request.body });
        return 'ok';
      },
    );
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const baseUrl = `${origin}${FAKE_GATEWAY_PATHS.sslcommerz}`;

  return {
    origin,
    baseUrl,
    /** Everything the merchant received, in order: 'ipn', 'success', 'fail', 'cancel'. */
    received,
    ipns: () => received.filter((p) => p.path === 'ipn').map((p) => p.fields),
    urls: {
      callback: `${origin}/merchant/callback`,
      success: `${origin}/merchant/success`,
      fail: `${origin}/merchant/fail`,
      cancel: `${origin}/merchant/cancel`,
      ipn: `${origin}/merchant/ipn`,
    } satisfies StartPayment['urls'],
    async control(body: object) {
      const res = await fetch(`${baseUrl}/control`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    close: () => app.close(),
  };
}

export type StandIn = Awaited<ReturnType<typeof startStandIn>>;

const unescape = (s: string) =>
  s.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? _m,
  );

/** The hidden fields of the payer page's form for `decision`. */
export function formFields(
  html: string,
  decision: PayerDecision,
): { action: string; fields: Record<string, string> } {
  const form = html.split('<form').find((f) => new RegExp(`action="[^"]*/${decision}"`).test(f));
  if (!form) throw new Error(`The payer page has no ${decision} form`);
  const action = unescape(/action="([^"]*)"/.exec(form)?.[1] ?? '');
  const fields = Object.fromEntries(
    [...form.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [
      unescape(m[1] ?? ''),
      unescape(m[2] ?? ''),
    ]),
  );
  return { action, fields };
}

/**
 * The payer opens the gateway page and clicks `decision`; the browser then re-posts the same fields to
 * where the 307 points. Answers the return's fields and where they went.
 */
export async function payerDecides(standIn: StandIn, redirectUrl: string, decision: PayerDecision) {
  const page = await (await fetch(redirectUrl)).text();
  const { action, fields } = formFields(page, decision);
  const body = new URLSearchParams(fields);
  const clicked = await fetch(new URL(action, redirectUrl), { method: 'POST', body, redirect: 'manual' });
  const location = clicked.headers.get('location') ?? '';
  if (clicked.status !== 307) throw new Error(`The stand-in answered ${clicked.status}, not 307`);
  await (await fetch(location, { method: 'POST', body })).text();
  return { location, fields };
}
