import { describe, expect, it } from 'vitest';
import { loginPath, returnPath, safeReturnPath, withNext } from './return-to';

describe('safeReturnPath: where a sign-in may send the visitor', () => {
  it.each([
    ['/product/p-1/checkout', '/product/p-1/checkout'],
    ['/cart?page=2#top', '/cart?page=2#top'],
    ['/search?q=%2F%2Fevil.com', '/search?q=%2F%2Fevil.com'],
    ['/a/../product/x', '/product/x'],
  ])('keeps a path of this site: %s', (raw, kept) => {
    expect(safeReturnPath(raw)).toBe(kept);
  });

  it.each([
    '//evil.com',
    '//evil.com/product/x',
    'https://evil.com',
    'http://localhost/cart',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    ' //evil.com',
    'javascript:alert(1)',
    'data:text/html,hi',
    'product/x',
    '',
    '/login',
    '/login?next=/cart',
    '/register',
    `/${'a'.repeat(2100)}`,
    undefined,
    42,
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('returnPath', () => {
  it('prefers ?next, then the navigation state, then home', () => {
    const state = { from: { pathname: '/user/profile', search: '?tab=photo', hash: '' } };
    expect(returnPath(state, '?next=%2Fproduct%2Fp-1%2Fcheckout')).toBe('/product/p-1/checkout');
    expect(returnPath(state, '?next=%2F%2Fevil.com')).toBe('/user/profile?tab=photo');
    expect(returnPath(null, '?next=https%3A%2F%2Fevil.com')).toBe('/');
    expect(returnPath({ from: { pathname: '//evil.com', search: '', hash: '' } }, '')).toBe('/');
  });
});

describe('loginPath and withNext', () => {
  it('carry the destination in the URL, and leave it out when it is home', () => {
    expect(loginPath('/product/p 1/checkout')).toBe('/login?next=%2Fproduct%2Fp+1%2Fcheckout');
    expect(returnPath(null, new URL(loginPath('/product/p 1/checkout'), 'http://x').search)).toBe(
      '/product/p%201/checkout',
    );
    expect(withNext('/register', '/')).toBe('/register');
  });
});
