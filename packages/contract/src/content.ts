import { z } from 'zod';

// The editable texts of the home page. Defaults are SEED.md's texts (its FAQ numbering skipped item 4; ours does not).
export const faqItemSchema = z.object({
  question: z.string().trim().min(1, 'Write the question').max(300),
  answer: z.string().trim().min(1, 'Write the answer').max(2000),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const siteContentSchema = z
  .object({
    /** Shown as the hero heading; `{brand}` is replaced by the shop's name. */
    heroTitle: z.string().trim().min(1, 'Write the hero title').max(120),
    heroSubtitle: z.string().trim().min(1, 'Write the hero subtitle').max(400),
    faq: z.array(faqItemSchema).max(30, 'At most 30 questions'),
  })
  .meta({ id: 'SiteContent' });
export type SiteContent = z.infer<typeof siteContentSchema>;

export const DEFAULT_CONTENT: SiteContent = {
  heroTitle: 'Welcome to {brand}',
  heroSubtitle:
    'Premium products at wholesale prices: buy in bulk from trusted sellers across Bangladesh and get the best deals for your business.',
  faq: [
    { question: 'How long does delivery take?', answer: 'Delivery takes 2-5 business days.' },
    {
      question: 'What is your return and exchange policy?',
      answer:
        'Returns and exchanges are accepted within 7 days for unused items in their original packaging.',
    },
    {
      question: 'What if I receive a damaged or wrong item?',
      answer: 'Report damaged or wrong items within 48 hours and we will send a replacement or a refund.',
    },
    {
      question: 'Which payment methods do you accept?',
      answer:
        'Credit/debit cards, mobile banking (bKash, Nagad, Rocket), and Cash on Delivery in selected areas.',
    },
    {
      question: 'How can I track my order?',
      answer: 'A tracking number is sent to you by email or SMS once your order ships.',
    },
  ],
};
