import { DEFAULT_CONTENT } from '@bulkbazar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUpAdmin, type Session } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

describe('site content', () => {
  it("serves SEED.md's texts until an admin edits, reorders and removes FAQ items", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/content' })).json()).toEqual(DEFAULT_CONTENT);
    const edited = {
      heroTitle: 'Wholesale at {brand}',
      heroSubtitle: 'Bulk deals every day',
      faq: [DEFAULT_CONTENT.faq[2]!, { question: 'Do you deliver to Sylhet?', answer: 'Yes, in 3 days.' }],
    };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/content',
      headers: asCookie(admin),
      payload: edited,
    });
    expect(put.json()).toEqual(edited);
    expect((await t.app.inject({ method: 'GET', url: '/api/content' })).json()).toEqual(edited);
  });

  it('refuses an empty question naming the field', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/content',
      headers: asCookie(admin),
      payload: { ...DEFAULT_CONTENT, faq: [{ question: '', answer: 'x' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)[0]).toBe('faq.0.question');
  });
});
