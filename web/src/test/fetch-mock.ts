import { vi } from 'vitest';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces globalThis.fetch for one test (the setup file unstubs it), so the app's own modules run unmocked
 * down to the network. The returned spy records every call.
 */
export function mockFetch(handler: Handler) {
  const spy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const raw = input instanceof Request ? input.url : String(input);
    return Promise.resolve(handler(new URL(raw, 'http://localhost'), init));
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The URLs fetched so far, parsed, for assertions on path and query. */
export function fetchedUrls(spy: ReturnType<typeof mockFetch>): URL[] {
  return spy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
}
