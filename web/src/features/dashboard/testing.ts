import type { PaymentEvent, User } from '@bulkbazar/contract';
import { makeUser } from '@/test/factories';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

// Helpers for the dashboard's tests (not bundled: only test files import this).

export const adminUser = (overrides: Partial<User> = {}) =>
  makeUser({ name: 'Nusrat Admin', role: 'admin', ...overrides });

export type Sent = { method: string; url: URL; body: unknown };
type Handler = (request: Sent) => Response | Promise<Response> | undefined;

/**
 * The whole app at a dashboard address, signed in as `user` (an admin unless told otherwise), with the API
 * answered by `handle`; anything it does not answer is a 404, so a page asking for something unexpected fails
 * loudly. `sent` lists the requests, for assertions on what the page asked for.
 */
export function renderDashboard(entry: string, handle: Handler, user: User | null = adminUser()) {
  const sent: Sent[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method, url, body });
    if (url.pathname === '/api/session') return jsonResponse({ user });
    return (
      handle({ method, url, body }) ??
      jsonResponse({ acknowledged: false, code: 'NOT_FOUND', message: `No ${method} ${url.pathname}` }, 404)
    );
  });
  const result = renderApp(entry);
  const requests = (method: string, pathname: string | RegExp) =>
    sent.filter(
      (r) =>
        r.method === method &&
        (typeof pathname === 'string' ? r.url.pathname === pathname : pathname.test(r.url.pathname)),
    );
  return { ...result, sent, requests };
}

/**
 * Loads the dashboard's route code and the pages' texts before a file's first test: the app loads them lazily,
 * and the first test of a file paid for their cold transform inside its 5 s wait for the first heading (it
 * timed out under a loaded parallel run). Call it in a beforeAll.
 */
export async function loadDashboardCode(): Promise<void> {
  await Promise.all([
    import('./routes/dashboard-layout'),
    import('./routes/pages'),
    import('@/lib/i18n').then(({ loadPageTexts }) => loadPageTexts()),
  ]);
}

let paymentEvents = 0;

/** A payment event as the ledger returns it (a bKash payment confirmed); override what the test is about. */
export function makePaymentEvent(overrides: Partial<PaymentEvent> = {}): PaymentEvent {
  paymentEvents += 1;
  return {
    _id: `event-${paymentEvents}`,
    at: '2026-11-21T16:40:05.000Z',
    type: 'completed',
    gateway: 'bkash',
    purpose: 'full',
    checkoutId: 'c0ffee00-1111-4000-8000-000000000001',
    orderId: null,
    amount: 6600,
    currency: 'BDT',
    gatewayPaymentId: 'TR0011ABC',
    gatewayTrxId: 'BKX7Q2P9',
    refundId: null,
    note: null,
    ...overrides,
  };
}
