import { describe, expect, it } from 'vitest';
import { clickTarget, showPush } from './sw-push';

const ORIGIN = 'https://shop.example';

describe('what the service worker shows for a push', () => {
  it('the title, the body and the tag the server sent; a click opens its path on this shop', () => {
    const shown = showPush(
      JSON.stringify({
        title: 'Order #A1B2C3D4 is shipped',
        body: 'Your order #A1B2C3D4 is now shipped.',
        url: '/orders',
        tag: 'n-1',
      }),
      ORIGIN,
    );
    expect(shown.title).toBe('Order #A1B2C3D4 is shipped');
    expect(shown.options).toMatchObject({
      body: 'Your order #A1B2C3D4 is now shipped.',
      tag: 'n-1',
      lang: 'en',
      data: { url: 'https://shop.example/orders' },
    });
    expect(
      showPush(JSON.stringify({ title: 'অর্ডার #A1: পাঠানো হয়েছে', url: '/orders' }), ORIGIN).options.lang,
    ).toBe('bn');
  });

  it('never opens another site, and shows something for a push it cannot read', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 42, null])
      expect(clickTarget(url, ORIGIN)).toBe('https://shop.example/notifications');
    expect(clickTarget('/rfqs/r1?x=1', ORIGIN)).toBe('https://shop.example/rfqs/r1?x=1');
    const plain = showPush('not json', ORIGIN);
    expect(plain).toMatchObject({ title: 'BulkBazar', options: { body: 'not json' } });
    expect(showPush(null, ORIGIN).title).toBe('BulkBazar');
  });
});
