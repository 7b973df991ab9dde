import type { enCommission } from './en-commission';
import type { Texts } from './texts';

// The Bengali texts of the commission, key for key as ./en-commission.ts.
export const bnCommission: Texts<typeof enCommission> = {
  commission: {
    tab: 'কমিশন',
    title: 'কমিশন',
    intro:
      'প্রতিটি বিক্রি থেকে শপ যা রাখে। কোনো লাইনে প্রথমে বিক্রেতার আলাদা হার (মেয়াদ থাকা পর্যন্ত), না থাকলে ক্যাটাগরির হার, না থাকলে ডিফল্ট হার বসে; প্রতিটি অর্ডারে নির্দিষ্ট ফি যোগ হয়, তবে পণ্যের দামের বেশি কখনো নয়। অর্ডার দেওয়ার সময় যে নিয়ম চালু থাকে সেটিই অর্ডারে থাকে: সংরক্ষণ করলে আগের কোনো অর্ডার বদলায় না।',
    base: {
      title: 'ডিফল্ট',
      percent: 'ডিফল্ট কমিশন (%)',
      fixedFee: 'অর্ডারপ্রতি নির্দিষ্ট ফি (৳)',
      fixedFeeHint: 'প্রতি অর্ডারে একবার, শতাংশের ওপরে',
    },
    categories: {
      title: 'ক্যাটাগরি অনুযায়ী',
      hint: 'ডিফল্ট হার রাখতে ক্যাটাগরির ঘর খালি রাখুন।',
      placeholder: 'ডিফল্ট',
      percent: '{{category}}: কমিশন (%)',
    },
    sellers: {
      title: 'বিক্রেতার আলাদা হার',
      hint: 'শেষ দিন পর্যন্ত সব ক্যাটাগরিতে একজন বিক্রেতার নিজস্ব হার ও নির্দিষ্ট ফি।',
      none: 'কোনো বিক্রেতার আলাদা হার নেই।',
      seller: 'বিক্রেতা',
      percent: 'কমিশন (%)',
      fixedFee: 'নির্দিষ্ট ফি (৳)',
      endsOn: 'শেষ দিন',
      expired: 'মেয়াদ শেষ',
      rowPercent: '{{name}}: কমিশন (%)',
      rowFixedFee: '{{name}}: নির্দিষ্ট ফি (৳)',
      rowEndsOn: '{{name}}: শেষ দিন',
      remove: '{{name}} সরান',
      find: 'বিক্রেতা যোগ করুন',
      findHint: 'নাম বা ইমেইল লিখুন',
      add: '{{name}} যোগ করুন',
      noMatch: 'কোনো বিক্রেতা মেলেনি।',
      already: 'তালিকায় আছে',
    },
    save: 'কমিশনের নিয়ম সংরক্ষণ করুন',
    saved: 'সংরক্ষণ করা হয়েছে। এখন থেকে দেওয়া অর্ডারে এই নিয়ম বসবে।',
    lastSaved: 'শেষ সংরক্ষণ {{when}}।',
    neverSaved: 'শুরুর নিয়ম: কখনো বদলানো হয়নি।',
    receive: {
      line: 'প্রতি ইউনিটে {{price}}-এর মধ্যে আপনি পাবেন {{net}}',
      rate: 'কমিশন {{percent}}% ও তার ওপর ভ্যাট ({{vat}}%)',
      fee: 'এবং অর্ডারপ্রতি নির্দিষ্ট ফি {{fee}}',
    },
  },
};
