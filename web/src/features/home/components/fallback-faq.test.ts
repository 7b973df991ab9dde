import { DEFAULT_CONTENT, promiseDays } from '@bulkbazar/contract';
import { describe, expect, it } from 'vitest';
import { bn } from '@/lib/i18n/bn';
import { en } from '@/lib/i18n/en';

// Issue 28 (item 15): the FAQ the home page shows until GET /api/content answers said what the default FAQ did
// — no tracking numbers or e-mails (the shop sends both) and 2-5 business days (every order promises 5 or 10).
// It says what the shop's default now says.
describe("the home page's own FAQ", () => {
  it("gives every order's delivery promise, in both languages", () => {
    expect(en.faq.q1.answer).toBe(DEFAULT_CONTENT.faq[0]!.answer);
    expect(bn.faq.q1.answer).toBe(DEFAULT_CONTENT.faq[0]!.answerBn);
    expect(en.faq.q1.answer).toContain(`${promiseDays(false)} days`);
  });

  it('tells of the tracking code and the e-mails, in both languages', () => {
    expect(en.faq.q5.answer).toBe(DEFAULT_CONTENT.faq.at(-1)!.answer);
    expect(bn.faq.q5.answer).toBe(DEFAULT_CONTENT.faq.at(-1)!.answerBn);
  });
});

describe('the About page', () => {
  it('gives the same delivery promise, in both languages', () => {
    expect(en.about.delivery).toContain(`${promiseDays(true)} days`);
    expect(en.about.delivery).toContain(`${promiseDays(false)} days`);
    expect(bn.about.delivery).toContain('৫ দিনের মধ্যে');
    expect(bn.about.delivery).toContain('১০ দিনের মধ্যে');
  });
});
