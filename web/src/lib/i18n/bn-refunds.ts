import type { enRefunds } from './en-refunds';
import type { Texts } from './texts';

// The Bengali texts of an administrator's refunds, key for key as ./en-refunds.ts.
export const bnRefunds: Texts<typeof enRefunds> = {
  refunds: {
    title: 'টাকা ফেরত',
    refunded: 'ফেরত দেওয়া হয়েছে',
    none: 'এই অর্ডারে কোনো টাকা ফেরত দেওয়া হয়নি।',
    caption: 'এই অর্ডারের ফেরত',
    col: {
      when: 'কখন',
      amount: 'পরিমাণ',
      channel: 'কীভাবে',
      status: 'অবস্থা',
      reference: 'রেফারেন্স',
      reason: 'কারণ',
    },
    channel: { bkash: 'বিকাশ', sslcommerz: 'এসএসএলকমার্জ', manual: 'হাতে পাঠানো' },
    status: { pending: 'গেটওয়ের উত্তরের অপেক্ষায়', done: 'ফেরত দেওয়া হয়েছে', failed: 'গ্রহণ করা হয়নি' },
    action: 'টাকা ফেরত দিন',
    dialog: {
      title: 'অর্ডার {{id}}-এর টাকা ফেরত',
      through: 'সর্বোচ্চ {{amount}} {{gateway}}-এর মাধ্যমে ফেরত যেতে পারে: গেটওয়েই ক্রেতাকে ফেরত দেয়।',
      byHand:
        'সর্বোচ্চ {{amount}} ফেরত দেওয়া যায়। টাকাটা নিজে ক্রেতাকে পাঠান, তারপর লেনদেনের রেফারেন্সসহ এখানে লিখে রাখুন।',
      nothing: 'এই অর্ডারে ফেরত দেওয়ার মতো আর কিছু নেই।',
      loading: 'কত ফেরত দেওয়া যায় দেখা হচ্ছে…',
      amount: 'ফেরতের পরিমাণ (৳)',
      amountHint: 'বাকি টাকার কিছু অংশ বা পুরোটা',
      reason: 'কারণ',
      reasonHint: 'ক্রেতাকে ফেরতের কথা জানানো হবে',
      reference: 'পাঠানো টাকার রেফারেন্স',
      referenceHint: 'ব্যাংক বা মোবাইল ব্যাংকিং লেনদেনের আইডি',
      submit: 'টাকা ফেরত দিন',
    },
    done: '{{amount}} ফেরত দেওয়া হয়েছে।',
    pending: {
      retry: 'আবার পাঠান',
      resolve: 'bKash-এর উত্তর লিখুন',
      title: 'bKash মার্চেন্ট প্যানেলে কী দেখাচ্ছে?',
      text: '{{amount}}-এর এই ফেরতের উত্তর bKash দেয়নি, আর bKash আমাদের কোনো আইডি নেয় না: তাই এটি আবার পাঠানো হয় না। bKash মার্চেন্ট প্যানেলে দেখে নিন।',
      refunded: 'bKash টাকা ফেরত দিয়েছে',
      notRefunded: 'bKash টাকা ফেরত দেয়নি',
      trxId: 'ফেরতের bKash লেনদেন আইডি',
      submit: 'লিখে রাখুন',
      sent: 'আবার পাঠানো হয়েছে: {{amount}} ফেরত গেছে।',
      recorded: 'লিখে রাখা হয়েছে: {{amount}} ফেরত গেছে।',
      notSent: 'লিখে রাখা হয়েছে: কিছুই ফেরত যায়নি।',
    },
  },
};
