import { z } from 'zod';
import { codAdvanceSchema } from './payments.js';

// The editable texts of the home page and the shop's payment numbers. The default FAQ follows SEED.md's topics
// (its numbering skipped item 4; ours does not) but says only what the shop does today: cards only where the
// checkout offers them, the delivery promise every order shows (delivery.ts promiseDays), tracking codes and
// e-mails. Change it with the features, with a data migration for shops still holding the old text. Each text has
// an optional Bengali version, shown on Bengali pages (the English one stands in while it is empty).
const bengaliText = (max: number) => z.string().trim().normalize('NFC').max(max).optional();

export const faqItemSchema = z.object({
  question: z.string().trim().min(1, 'Write the question').max(300),
  answer: z.string().trim().min(1, 'Write the answer').max(2000),
  questionBn: bengaliText(300),
  answerBn: bengaliText(2000),
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
    heroTitleBn: bengaliText(120),
    heroSubtitleBn: bengaliText(400),
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
  heroTitleBn: '{brand}-এ স্বাগতম',
  heroSubtitle:
    'Premium products at wholesale prices: buy in bulk from trusted sellers across Bangladesh and get the best deals for your business.',
  heroSubtitleBn:
    'পাইকারি দামে মানসম্মত পণ্য: সারা বাংলাদেশের বিশ্বস্ত বিক্রেতাদের কাছ থেকে একসঙ্গে বেশি কিনুন, আপনার ব্যবসার জন্য সেরা দাম পান।',
  faq: [
    {
      question: 'How long does delivery take?',
      questionBn: 'ডেলিভারিতে কত দিন লাগে?',
      answerBn:
        'বিক্রেতা আপনার শহরে হলে ৫ দিনের মধ্যে, বাংলাদেশের অন্য কোথাও ১০ দিনের মধ্যে: প্রতিটি অর্ডারে ডেলিভারির শেষ তারিখ দেখানো থাকে। আপনার অর্ডার কখন প্রক্রিয়াধীন, পাঠানো ও ডেলিভারি হলো, তা ‘আমার অর্ডার’-এ দেখা যায়।',
      answer:
        'Within 5 days when the seller is in your city, 10 days elsewhere in Bangladesh: every order shows the date it is due by. My Orders shows when your order is processing, shipped and delivered.',
    },
    {
      question: 'What is your return and exchange policy?',
      questionBn: 'ফেরত ও বদলের নিয়ম কী?',
      answerBn:
        'অব্যবহৃত ও আসল প্যাকেটে থাকা পণ্য ৭ দিনের মধ্যে ফেরত বা বদল করা যায়: ইমেইল বা ফোনে আমাদের জানান (নিচের অংশে দেখুন)।',
      answer:
        'Returns and exchanges are accepted within 7 days for unused items in their original packaging: contact us by email or phone (see the footer).',
    },
    {
      question: 'What if I receive a damaged or wrong item?',
      questionBn: 'ক্ষতিগ্রস্ত বা ভুল পণ্য পেলে কী করব?',
      answerBn: 'ডেলিভারির ৪৮ ঘণ্টার মধ্যে ইমেইল বা ফোনে আমাদের জানান; আমরা বদলে দেব বা টাকা ফেরত দেব।',
      answer:
        'Contact us by email or phone within 48 hours of delivery and we will arrange a replacement or a refund.',
    },
    {
      question: 'Which payment methods do you accept?',
      questionBn: 'কোন কোন মাধ্যমে পেমেন্ট করা যায়?',
      answerBn:
        'ক্যাশ অন ডেলিভারি; চেকআউটে থাকলে অনলাইনে bKash দিয়ে, অথবা SSLCommerz-এর সুরক্ষিত পেজে কার্ড, Nagad বা Rocket দিয়ে; কিংবা চেকআউটে দেখানো bKash, Nagad বা Rocket মার্চেন্ট নম্বরে অর্ডারের মোট টাকা পাঠিয়ে ট্রানজেকশন আইডি (TrxID) লিখে দিন: আমাদের টিম তা যাচাই করে অর্ডারটি পরিশোধিত হিসেবে চিহ্নিত করবে।',
      answer:
        "Cash on Delivery; online with bKash, or with a card, Nagad or Rocket on SSLCommerz's secure page, where the checkout offers them; or send the order total to the bKash, Nagad or Rocket merchant number the checkout shows and enter the transaction id (TrxID): our team checks it and marks the order paid.",
    },
    {
      question: 'How can I track my order?',
      questionBn: 'আমার অর্ডারের খোঁজ কীভাবে রাখব?',
      answerBn:
        'সাইন ইন করে ‘আমার অর্ডার’ খুলুন: প্রতিটি অর্ডারের স্ট্যাটাস (অপেক্ষমাণ, প্রক্রিয়াধীন, পাঠানো হয়েছে, ডেলিভারি হয়েছে) সেখানে দেখা যায়, আর বিক্রেতা কুরিয়ার বুক করলে পার্সেলের ট্র্যাকিং কোড ও তার যাত্রাপথও। অর্ডার দেওয়া, স্ট্যাটাস বদল এবং পেমেন্ট নিশ্চিত বা ফেরত হলে আমরা ইমেইল পাঠাই এবং সাইটের নোটিফিকেশনে জানাই (কোন ইমেইল পাবেন, তা প্রোফাইলে বেছে নিতে পারেন)।',
      answer:
        "Sign in and open My Orders: each order shows its status (pending, processing, shipped, delivered) and, once the seller books a courier, the parcel's tracking code and its journey. We e-mail you and notify you on the site when an order is placed, when its status changes and when a payment is confirmed or refunded (choose which e-mails you get in your profile).",
    },
  ],
  merchantNumbers: {},
  codAdvance: { percent: 0, above: 0 },
};
