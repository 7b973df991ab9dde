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
    // Sent without merchant numbers or an advance rule, the document has none: the whole object replaces the
    // saved one.
    expect(put.json()).toEqual({ ...edited, merchantNumbers: {}, codAdvance: { percent: 0, above: 0 } });
    expect((await t.app.inject({ method: 'GET', url: '/api/content' })).json()).toEqual({
      ...edited,
      merchantNumbers: {},
      codAdvance: { percent: 0, above: 0 },
    });
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

describe("the shop's merchant numbers", () => {
  const put = (payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/content',
      headers: asCookie(admin),
      payload: payload as object,
    });
  const get = async () => (await t.app.inject({ method: 'GET', url: '/api/content' })).json();

  it('are saved with the site content, each optional, and served to the checkout', async () => {
    const res = await put({
      ...DEFAULT_CONTENT,
      merchantNumbers: { bkash: ' 01711000000 ', rocket: '01911000000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().merchantNumbers).toEqual({ bkash: '01711000000', rocket: '01911000000' });
    expect((await get()).merchantNumbers).toEqual({ bkash: '01711000000', rocket: '01911000000' });
  });

  it.each([
    ['bkash', '0171100000'],
    ['nagad', '01211000000'],
    ['rocket', '+8801911000000'],
    ['bkash', '01711-000000'],
    ['nagad', 42],
  ])('refuses %s = %j naming the field, and keeps the saved numbers', async (method, value) => {
    await put({ ...DEFAULT_CONTENT, merchantNumbers: { bkash: '01711000000' } });
    const res = await put({ ...DEFAULT_CONTENT, merchantNumbers: { [method]: value } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(`merchantNumbers.${method}`);
    expect((await get()).merchantNumbers).toEqual({ bkash: '01711000000' });
  });

  it('refuses a method the shop does not have', async () => {
    const res = await put({ ...DEFAULT_CONTENT, merchantNumbers: { card: '01711000000' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('the default FAQ', () => {
  it('promises only what the shop does: cards where the checkout offers them, tracking codes and e-mails, no SMS', () => {
    const text = DEFAULT_CONTENT.faq.map((item) => `${item.question} ${item.answer}`).join(' ');
    expect(text).not.toMatch(/credit|debit/i);
    expect(text).not.toMatch(/tracking number is sent|we send you|by email or SMS/i);
    expect(text).toMatch(
      /with a card, Nagad or Rocket on SSLCommerz's secure page, where the checkout offers them/,
    );
    expect(text).toMatch(/tracking code/);
    expect(text).toMatch(/We e-mail you/);
    expect(text).not.toMatch(/SMS/);
    expect(text).toMatch(/merchant number/);
  });
});

describe('the default FAQ in Bengali', () => {
  it('has a Bengali question and answer for every item, and a Bengali hero', () => {
    expect(DEFAULT_CONTENT.heroTitleBn).toMatch(/[\u0980-\u09FF]/);
    expect(DEFAULT_CONTENT.heroSubtitleBn).toMatch(/[\u0980-\u09FF]/);
    for (const item of DEFAULT_CONTENT.faq) {
      expect(item.questionBn, item.question).toMatch(/[\u0980-\u09FF]/);
      expect(item.answerBn, item.question).toMatch(/[\u0980-\u09FF]/);
    }
  });
});
