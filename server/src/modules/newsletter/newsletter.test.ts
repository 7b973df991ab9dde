import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { newsletterSubscribers } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const subscribe = (email: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });

describe('POST /api/newsletter', () => {
  it('stores an address once and answers a second time kindly', async () => {
    expect((await subscribe('Rahima@Example.com')).json()).toEqual({
      acknowledged: true,
      message: 'Thank you for subscribing!',
      alreadySubscribed: false,
    });
    const again = await subscribe('rahima@example.com');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadySubscribed: true });
    expect(await t.database.db.select().from(newsletterSubscribers)).toHaveLength(1);
  });

  it.each(['not-an-email', '', 42])('refuses %s naming the email field', async (email) => {
    const res = await subscribe(email);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('email');
  });
});
