import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { apiFetch, apiUrl } from './api-client';
import { ApiError } from './api-error';

describe('apiFetch', () => {
  it('turns the shared error shape into an ApiError with status, code, message and fields', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          acknowledged: false,
          code: 'VALIDATION_FAILED',
          message: 'Check the highlighted fields',
          fields: { email: 'Enter a valid email address' },
        },
        422,
      ),
    );
    const error = await apiFetch('/api/newsletter', { method: 'POST', body: { email: 'x' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Check the highlighted fields',
      fields: { email: 'Enter a valid email address' },
    });
  });

  it('sends JSON with the session cookie and returns the parsed body', async () => {
    const fetchSpy = mockFetch(() => jsonResponse({ acknowledged: true, message: 'Subscribed' }));
    await expect(apiFetch('/api/newsletter', { method: 'POST', body: { email: 'a@b.bd' } })).resolves.toEqual(
      {
        acknowledged: true,
        message: 'Subscribed',
      },
    );
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/newsletter');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"email":"a@b.bd"}' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('names the status when an error answer is not JSON', async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch('/api/products')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: 'The server answered with status 502.',
    });
  });

  it('reports an unreachable server as a network error', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiFetch('/api/products')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('refuses an answer that breaks the contract', async () => {
    mockFetch(() => jsonResponse({ products: 'nope' }));
    const schema = {
      parse: (data: unknown) => {
        if (!Array.isArray((data as { products: unknown }).products)) throw new Error('bad');
        return data;
      },
    };
    await expect(apiFetch('/api/products', { schema })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

describe('apiUrl', () => {
  it('leaves out empty query values', () => {
    expect(apiUrl('/api/products', { page: 2, q: '', category: undefined, sort: 'rating' })).toBe(
      '/api/products?page=2&sort=rating',
    );
    expect(apiUrl('/api/products')).toBe('/api/products');
  });
});
