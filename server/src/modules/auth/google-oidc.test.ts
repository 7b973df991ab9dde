import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { ORIGIN } from '../../../test/auth-helpers.js';

// The whole Google sign-in, with a real OpenID Connect provider on loopback standing in for Google:
// discovery, the authorization redirect, the code exchange over HTTP, ID token signature and userinfo.
let provider: OAuth2Server;
let t: TestApp;
const person = {
  sub: 'google-sub-4242',
  email: 'nusrat.google@example.com',
  email_verified: true,
  name: 'Nusrat Google',
  picture: 'https://photos.example.com/n.jpg',
};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, person));
  provider.service.on('beforeUserinfo', (res) => {
    res.body = person;
  });
  t = await buildTestApp({
    GOOGLE_CLIENT_ID: 'bulkbazar-web',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    OIDC_ISSUER: provider.issuer.url!,
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

const cookiesOf = (setCookie: string | string[] | undefined) =>
  ([] as string[])
    .concat(setCookie ?? [])
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='));

async function googleSignIn(): Promise<{ location: string; cookies: string[] }> {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: ORIGIN },
    payload: { provider: 'google', callbackURL: '/' },
  });
  expect(start.statusCode).toBe(200);
  const { url } = start.json();
  expect(url.startsWith(provider.issuer.url!)).toBe(true);
  const stateCookies = cookiesOf(start.headers['set-cookie']);

  // The browser follows the provider's redirect back to our callback.
  const authorize = await fetch(url, { redirect: 'manual' });
  const back = new URL(authorize.headers.get('location')!);
  expect(back.pathname).toBe('/api/auth/callback/google');

  const callback = await t.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { cookie: stateCookies.join('; ') },
  });
  expect(callback.statusCode).toBe(302);
  return { location: String(callback.headers.location), cookies: cookiesOf(callback.headers['set-cookie']) };
}

describe('Google sign-in through OpenID Connect', () => {
  it('says Google is on', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
      google: true,
    });
  });

  it('creates the account on the first sign-in and signs in to the same account afterwards', async () => {
    const first = await googleSignIn();
    expect(first.location).toMatch(/\/$/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: first.cookies.join('; ') },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email: person.email, name: person.name, role: 'user' });

    const second = await googleSignIn();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: second.cookies.join('; ') },
    });
    expect(again.json().user._id).toBe(me.json().user._id);
  });
});

describe('Google profiles outside the shop rules, and failed callbacks', () => {
  it("brings a profile's over-long name and plain-http picture within the users table's rules", async () => {
    Object.assign(person, {
      sub: 'google-sub-odd',
      email: 'odd.profile@example.com',
      name: `  ${'Very Long Name '.repeat(20)}`,
      picture: 'http://photos.example.com/odd.jpg',
    });
    const { cookies } = await googleSignIn();
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookies.join('; ') } });
    expect(me.statusCode).toBe(200);
    const { user } = me.json();
    expect(user.email).toBe('odd.profile@example.com');
    expect(user.name.length).toBeLessThanOrEqual(80);
    expect(user.name).toMatch(/^Very Long Name/);
    expect(user.image).toBeNull();
  });

  it('sends a callback it cannot trust to the login page with an error, not to a page of the library', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/callback/google?code=x&state=forged' });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBeTruthy();
  });
});

describe('without Google configured', () => {
  it('hides Google', async () => {
    const plain = await buildTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
        google: false,
      });
    } finally {
      await plain.close();
    }
  });
});
