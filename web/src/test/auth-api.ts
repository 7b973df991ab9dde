import type { User } from '@bulkbazar/contract';
import { makeUser } from './factories';
import { TEST_PLACES } from './places';
import { jsonResponse, mockFetch } from './fetch-mock';
import { isReviewsRequest, reviewPage } from './review-fixtures';

type Json = Record<string, unknown>;
type Override = (body: Json | undefined, url: URL) => Response | undefined;

export const NO_PAYOUT_METHOD = {
  method: null,
  walletNumber: null,
  bankName: null,
  routingNumber: null,
  accountName: null,
  accountNumber: null,
  bin: null,
  payoutsHeldUntil: null,
};

const error = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  jsonResponse({ acknowledged: false, code, message, ...(fields ? { fields } : {}) }, status);

/**
 * A fake of the server's account endpoints behind a mocked fetch, with a session that sign-in, sign-up and
 * sign-out really change, so components are tested against the behaviour they will meet. `overrides` answer a
 * 'METHOD /path' first (return undefined to fall through); anything unknown gets an empty product page.
 */
export function mockAuthApi({
  user = null,
  password = 'correct-horse-battery',
  google = false,
  overrides = {},
}: {
  user?: User | null;
  password?: string;
  google?: boolean;
  overrides?: Record<string, Override>;
} = {}) {
  const session = { user };
  const spy = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Json) : undefined;
    const route = `${method} ${url.pathname}`;
    const answer = overrides[route]?.(body, url);
    if (answer) return answer;
    if (isReviewsRequest(url, init)) return jsonResponse(reviewPage());
    switch (route) {
      // Who is signed in: the app asks /api/session (null when signed out); /api/me answers 401 then.
      case 'GET /api/session':
        return jsonResponse({ user: session.user });
      case 'GET /api/me':
        return session.user
          ? jsonResponse({ user: session.user })
          : error(401, 'UNAUTHORIZED', 'Sign in first');
      // Like the server: no session token in the body (the cookie carries the session).
      case 'POST /api/auth/sign-in/email':
        if (body?.password !== password) return error(401, 'UNAUTHORIZED', 'Invalid email or password');
        session.user = makeUser({ email: String(body.email) });
        return jsonResponse({ user: { id: session.user._id, email: session.user.email } });
      case 'POST /api/auth/sign-up/email':
        session.user = makeUser({ name: String(body?.name), email: String(body?.email) });
        return jsonResponse({ user: { id: session.user._id, email: session.user.email } });
      case 'POST /api/auth/sign-out':
        session.user = null;
        return jsonResponse({ success: true });
      case 'PATCH /api/me':
        if (!session.user) return error(401, 'UNAUTHORIZED', 'Sign in first');
        session.user = { ...session.user, ...body };
        return jsonResponse({ user: session.user });
      case 'GET /api/auth/providers':
        return jsonResponse({ google });
      // The navbar's bell and the profile's notification settings, as for a new account.
      case 'GET /api/notifications/unread':
        return jsonResponse({ unread: 0 });
      case 'GET /api/notifications/settings':
        return jsonResponse({ lang: null, emailOff: [] });
      // The profile's payout method (issue 29), as for an account that has set none.
      case 'GET /api/me/payout-method':
        return jsonResponse({ payoutMethod: NO_PAYOUT_METHOD });
      // The listing form's "you receive" line (issue 29): the shop's starting commission.
      case 'GET /api/me/commission':
        return jsonResponse({ percent: 5, fixedFee: 0, vatPercent: 15 });
      // My products' stock summary (issue 30 item 7), as for a seller with no listings.
      case 'GET /api/myproducts/stock-summary':
        return jsonResponse({ stockValuePoisha: 0, currency: 'BDT', productCount: 0, lowStock: [] });
      case 'GET /api/bd-locations':
        return jsonResponse(TEST_PLACES);
      default:
        return jsonResponse({ products: [], page: 1, limit: 12, hasMore: false });
    }
  });
  /** The JSON bodies sent to one 'METHOD /path', in order. */
  const sent = (route: string) =>
    spy.mock.calls
      .filter(
        ([input, init]) =>
          `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === route,
      )
      .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as Json) : undefined));
  return { spy, session, sent };
}

export { error as errorResponse };
