import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT } from './content.js';
import { promiseDays } from './delivery.js';

// Issue 28 (item 15): the default FAQ contradicted the shop — it denied the e-mails and tracking codes the shop
// sends and shows, and promised 2-5 business days beside every order's 5/10-day promise.
const answer = (question: string) => {
  const item = DEFAULT_CONTENT.faq.find((f) => f.question === question);
  if (!item) throw new Error(`no FAQ item "${question}"`);
  return { en: item.answer, bn: item.answerBn ?? '' };
};
const bengaliDigits = (n: number) => n.toLocaleString('bn-BD');

describe('the default FAQ says what the shop does', () => {
  it("gives delivery times as every order's promise: within the seller's city and elsewhere", () => {
    const { en, bn } = answer('How long does delivery take?');
    expect(en).toContain(`${promiseDays(true)} days`);
    expect(en).toContain(`${promiseDays(false)} days`);
    expect(bn).toContain(`${bengaliDigits(promiseDays(true))} দিন`);
    expect(bn).toContain(`${bengaliDigits(promiseDays(false))} দিন`);
    expect(en).not.toMatch(/2-5/);
    expect(bn).not.toMatch(/২-৫/);
  });

  it('tells the buyer of the tracking code and the e-mails, in both languages', () => {
    const { en, bn } = answer('How can I track my order?');
    expect(en).not.toMatch(/do not send/i);
    expect(bn).not.toContain('পাঠাই না');
    expect(en).toMatch(/tracking code/i);
    expect(en).toMatch(/e-mail/i);
    expect(bn).toContain('ট্র্যাকিং কোড');
    expect(bn).toContain('ইমেইল');
  });
});
