import { z } from 'zod';
import { codAdvanceSchema } from './payments.js';

// The editable texts of the home page and the shop's payment numbers. The default FAQ follows SEED.md's topics
// (its numbering skipped item 4; ours does not) but says only what the shop does today: no card payments, no
// tracking numbers, no e-mail or SMS. Change it when those features land.
export const faqItemSchema = z.object({
  question: z.string().trim().min(1, 'Write the question').max(300),
  answer: z.string().trim().min(1, 'Write the answer').max(2000),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** The mobile banking services a buyer pays by hand, sending money to the shop's number (order.ts). */
export const MERCHANT_METHODS = ['bkash', 'nagad', 'rocket'] as const;
export type MerchantMethod = (typeof MERCHANT_METHODS)[number];

// The number as a buyer types it into the bKash/Nagad/Rocket app. No transform: responses are encoded with
// the same schema, and a transform cannot be encoded.
const merchantNumberSchema = z
  .string()
  .trim()
  .regex(/^01[3-9]\d{8}$/, 'Enter a Bangladeshi mobile number: 01XXXXXXXXX (11 digits)')
  .optional();

/**
 * The shop's merchant numbers, each optional: the checkout offers a mobile banking method only when its number
 * is set, and tells the buyer to send the total there before entering the transaction id.
 */
export const merchantNumbersSchema = z
  .object({ bkash: merchantNumberSchema, nagad: merchantNumberSchema, rocket: merchantNumberSchema })
  .strict()
  .meta({ id: 'MerchantNumbers' });
export type MerchantNumbers = z.infer<typeof merchantNumbersSchema>;

export const siteContentSchema = z
  .object({
    /** Shown as the hero heading; `{brand}` is replaced by the shop's name. */
    heroTitle: z.string().trim().min(1, 'Write the hero title').max(120),
    heroSubtitle: z.string().trim().min(1, 'Write the hero subtitle').max(400),
    faq: z.array(faqItemSchema).max(30, 'At most 30 questions'),
    /** Part of the whole document an admin saves: sent without it, the shop has no numbers (COD only). */
    merchantNumbers: merchantNumbersSchema.default({}),
    /** Cash on delivery above an amount pays an advance online first (percent 0: never). */
    codAdvance: codAdvanceSchema.default({ percent: 0, above: 0 }),
  })
  .meta({ id: 'SiteContent' });
export type SiteContent = z.infer<typeof siteContentSchema>;
export type SiteContentInput = z.input<typeof siteContentSchema>;

export const DEFAULT_CONTENT: SiteContent = {
  heroTitle: 'Welcome to {brand}',
  heroSubtitle:
    'Premium products at wholesale prices: buy in bulk from trusted sellers across Bangladesh and get the best deals for your business.',
  faq: [
    {
      question: 'How long does delivery take?',
      answer:
        'Sellers usually deliver within 2-5 business days. My Orders shows when your order is processing, shipped and delivered.',
    },
    {
      question: 'What is your return and exchange policy?',
      answer:
        'Returns and exchanges are accepted within 7 days for unused items in their original packaging: contact us by email or phone (see the footer).',
    },
    {
      question: 'What if I receive a damaged or wrong item?',
      answer:
        'Contact us by email or phone within 48 hours of delivery and we will arrange a replacement or a refund.',
    },
    {
      question: 'Which payment methods do you accept?',
      answer:
        "Cash on Delivery. Where the checkout shows the shop's bKash, Nagad or Rocket merchant number, you can instead send the order total to that number and enter the transaction id (TrxID); our team checks it and marks the order paid. We do not take card payments.",
    },
    {
      question: 'How can I track my order?',
      answer:
        'Sign in and open My Orders: each order shows its status (pending, processing, shipped, delivered). We do not send tracking numbers, emails or SMS.',
    },
  ],
  merchantNumbers: {},
  codAdvance: { percent: 0, above: 0 },
};
