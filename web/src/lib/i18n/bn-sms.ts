import type { enSms } from './en-sms';

// The Bengali texts of sign-in by SMS code and the SMS outbox, key for key as ./en-sms.ts.
export const bnSms: typeof enSms = {
  phoneAuth: {
    byEmail: 'বরং ই-মেইল দিয়ে সাইন ইন করুন',
    toggle: 'ফোন নম্বর দিয়ে সাইন ইন করুন',
    phone: 'মোবাইল নম্বর',
    phoneHint: '০১XXXXXXXXX — আমরা ৬ অঙ্কের একটি কোড পাঠাব',
    sendCode: 'কোড পাঠান',
    code: 'SMS-এ পাওয়া কোড',
    codeSent: '{{phone}} নম্বরে কোড পাঠানো হয়েছে। এটি ৫ মিনিট চলবে।',
    name: 'আপনার নাম',
    nameHint: 'এই নম্বরে এখনো কোনো অ্যাকাউন্ট নেই: অ্যাকাউন্ট খুলতে আপনার নাম লিখুন।',
    verify: 'সাইন ইন',
    again: 'নতুন কোড পাঠান',
  },
  phoneProfile: {
    title: 'ফোন ও SMS',
    intro: 'মোবাইল নম্বর দিয়েও সাইন ইন করুন, আর কোন খবর SMS-এ পেতে চান তা বেছে নিন।',
    yours: 'আপনার ফোন: {{phone}} (যাচাই করা)। এটি দিয়ে সাইন ইন করতে পারবেন।',
    none: 'এখনো কোনো ফোন নেই। যোগ করুন: নম্বরটি আপনার কিনা দেখতে আমরা একটি কোড পাঠাব।',
    add: 'ফোন যোগ করুন',
    smsTitle: 'যে SMS আমরা পাঠাই',
    save: 'SMS পছন্দ সংরক্ষণ করুন',
    saved: 'SMS পছন্দ সংরক্ষণ হয়েছে।',
    kinds: {
      order_placed: 'অর্ডার দেওয়া হয়েছে',
      order_shipped: 'অর্ডার পাঠানো হয়েছে',
      order_delivered: 'অর্ডার ডেলিভারি হয়েছে',
      payment_received: 'পেমেন্ট পাওয়া গেছে',
      quote_received: 'কোটেশন পাওয়া গেছে',
    },
  },
  smsOutbox: {
    nav: 'SMS আউটবক্স',
    title: 'SMS আউটবক্স',
    intro: 'দোকানের SMS স্ট্যান্ড-ইন (SMS_FAKE) যে SMS পেয়েছে, সবচেয়ে নতুনটি আগে।',
    gateway: 'SMS ঠিক করা গেটওয়েতে যায়, তাই এখানে কোনো কপি রাখা হয় না।',
    empty: 'এখনো কোনো SMS পাঠানো হয়নি',
    totals:
      '{{sent}}টি SMS পাঠানো হয়েছে, {{segments}}টি অংশ, মোট {{cost}}। আজকের সাইন-ইন কোড: {{codes}}টি পাঠানো, {{refused}}টি সীমার কারণে বাতিল।',
    to: 'প্রাপক: {{to}}',
    segments_one: '{{count}}টি অংশ',
    segments_other: '{{count}}টি অংশ',
  },
};
