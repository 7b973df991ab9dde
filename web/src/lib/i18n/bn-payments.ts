import type { enPayments } from './en-payments';
import type { Texts } from './texts';

// The Bengali texts of online payments, key for key as ./en-payments.ts. The order statuses here are the ones
// every list, badge and filter shows.
export const bnPayments: Texts<typeof enPayments> = {
  payments: {
    orderStatus: {
      awaiting_payment: 'পেমেন্টের অপেক্ষায়',
      awaiting_approval: 'অনুমোদনের অপেক্ষায়',
      pending: 'অপেক্ষমাণ',
      processing: 'প্রক্রিয়াধীন',
      shipped: 'পাঠানো হয়েছে',
      delivered: 'ডেলিভারি হয়েছে',
      cancelled: 'বাতিল',
      returned: 'ফেরত এসেছে',
    },
    method: {
      cod: 'ক্যাশ অন ডেলিভারি',
      bkash: 'bKash',
      nagad: 'Nagad',
      rocket: 'Rocket',
      bkash_online: 'bKash (অনলাইন)',
      sslcommerz: 'কার্ড, Nagad, Rocket ও আরও (SSLCommerz)',
      invoice: 'চালানে পরিশোধ (বাকিতে ক্রয়)',
    },
    paymentStatus: {
      unpaid: 'অপরিশোধিত',
      partially_paid: 'অগ্রিম পরিশোধিত',
      paid: 'পরিশোধিত',
      refunded: 'টাকা ফেরত দেওয়া হয়েছে',
    },
    gateway: { bkash: 'bKash', sslcommerz: 'SSLCommerz' },
    payBy: '{{time}}-এর মধ্যে পেমেন্ট করুন',
    checkout: {
      holdNote_one:
        'এরপর আপনি {{gateway}}-এর পেজে পেমেন্ট করবেন। পেমেন্টের জন্য স্টক {{count}} মিনিট ধরে রাখা হবে।',
      holdNote_other:
        'এরপর আপনি {{gateway}}-এর পেজে পেমেন্ট করবেন। পেমেন্টের জন্য স্টক {{count}} মিনিট ধরে রাখা হবে।',
      advanceRule:
        '{{above}}-এর বেশি মূল্যের ক্যাশ অন ডেলিভারি অর্ডারে {{percent}}% ({{amount}}) অনলাইনে অগ্রিম দিতে হয়',
      advanceRest: 'বাকি {{rest}} ডেলিভারির সময় নগদে দিতে হবে।',
      advanceMethod: 'অগ্রিম পেমেন্টের মাধ্যম',
      advanceRequired: 'অগ্রিম কীভাবে দেবেন, তা বেছে নিন',
      advanceHold_one: 'অগ্রিম পেমেন্টের জন্য স্টক {{count}} মিনিট ধরে রাখা হবে।',
      advanceHold_other: 'অগ্রিম পেমেন্টের জন্য স্টক {{count}} মিনিট ধরে রাখা হবে।',
      redirecting: '{{gateway}}-এ নিয়ে যাওয়া হচ্ছে…',
      redirectText:
        '{{time}} পর্যন্ত আপনার অর্ডার ধরে রাখা হবে। সেখানে {{amount}}-এর পেমেন্ট অনুমোদন করুন; অনুমোদনের আগে কোনো টাকা কাটা হবে না।',
      redirectLink: '{{gateway}}-এ যান',
    },
    result: {
      completed: 'পেমেন্ট পাওয়া গেছে — আপনার অর্ডারগুলো বিক্রেতাদের কাছে পৌঁছে গেছে',
      failed: 'পেমেন্ট সম্পন্ন হয়নি — কোনো টাকা কাটা হয়নি। আপনার অর্ডারটি এখনো রাখা আছে: আবার পেমেন্ট করতে পারেন।',
      cancelled:
        'পেমেন্ট বাতিল করা হয়েছে — অর্ডারটি বাতিল হয়েছে এবং এর পণ্যগুলো আবার আপনার কার্টে রাখা হয়েছে; কোনো টাকা কাটা হয়নি',
      expired:
        'পেমেন্টের সময় শেষ হয়ে গেছে — অর্ডারটি বাতিল হয়েছে এবং এর পণ্যগুলো আবার আপনার কার্টে রাখা হয়েছে; টাকা কাটা হয়ে থাকলে তা স্বয়ংক্রিয়ভাবে ফেরত দেওয়া হবে',
      pending: 'গেটওয়ে থেকে আপনার পেমেন্ট নিশ্চিত হওয়ার অপেক্ষা চলছে',
    },
    payAgain: {
      button: 'আবার পেমেন্ট করুন · আর {{minutes}} মিনিট',
      until: '{{time}} পর্যন্ত রাখা আছে',
    },
    facts: {
      paid: 'এ পর্যন্ত পরিশোধিত',
      due: 'বাকি',
      cancelledBecause: 'বাতিলের কারণ',
      paymentNotCompleted: 'পেমেন্ট সম্পন্ন হয়নি',
    },
    ledger: {
      nav: 'পেমেন্ট',
      title: 'পেমেন্ট',
      intro: 'অনলাইন গেটওয়ের প্রতিটি পেমেন্ট ইভেন্ট, নতুনগুলো আগে: শুরু, নিশ্চিত, ব্যর্থ, ফেরত।',
      filters: 'পেমেন্ট ফিল্টার করুন',
      gateway: 'গেটওয়ে',
      type: 'ইভেন্ট',
      from: 'থেকে',
      to: 'পর্যন্ত',
      search: 'খুঁজুন',
      searchPlaceholder: 'চেকআউট বা অর্ডার আইডি, পেমেন্ট, ট্রানজেকশন বা রিফান্ড আইডি',
      all: 'সব',
      time: 'সময়',
      amount: 'পরিমাণ',
      purposeAdvance: 'অগ্রিম',
      checkout: 'চেকআউট / অর্ডার',
      checkoutId: 'চেকআউট {{id}}',
      order: 'অর্ডার {{id}}',
      paymentId: 'গেটওয়ের পেমেন্ট আইডি',
      trxId: 'ট্রানজেকশন আইডি',
      refundId: 'রিফান্ড আইডি',
      note: 'নোট',
      emptyTitle: 'কোনো পেমেন্ট ইভেন্ট পাওয়া যায়নি',
      emptyText: 'ক্রেতারা অনলাইন পেমেন্ট শুরু করলেই এখানে দেখা যাবে। অন্য ফিল্টার দিয়ে চেষ্টা করুন।',
      types: {
        initiated: 'শুরু হয়েছে',
        completed: 'সম্পন্ন',
        failed: 'ব্যর্থ',
        cancelled: 'বাতিল',
        expired: 'মেয়াদ শেষ',
        refunded: 'ফেরত দেওয়া হয়েছে',
        rejected: 'প্রত্যাখ্যাত',
      },
    },
    history: {
      title: 'পেমেন্ট',
      none: 'এই অর্ডারের চেকআউটে কোনো অনলাইন পেমেন্ট ইভেন্ট নেই।',
      caption: 'এই অর্ডারের চেকআউটের পেমেন্ট ইভেন্ট',
    },
    codAdvance: {
      title: 'ক্যাশ অন ডেলিভারির অগ্রিম',
      intro:
        'নির্দিষ্ট অঙ্কের বেশি ক্যাশ অন ডেলিভারি চেকআউটে মূল্যের একটি অংশ আগে অনলাইনে দিতে হয় (পার্সেল ফেরত দেওয়ার ঝুঁকি কমাতে)। ০% দিলে এটি বন্ধ থাকে।',
      percent: 'অগ্রিম (%)',
      percentHint: '০ থেকে ১০০-এর মধ্যে একটি পূর্ণসংখ্যা।',
      above: 'যে অঙ্কের বেশি হলে প্রযোজ্য (৳)',
      aboveHint: 'এই অঙ্ক পর্যন্ত চেকআউটে পুরো টাকা ডেলিভারির সময় দিতে হয়।',
    },
  },
};
