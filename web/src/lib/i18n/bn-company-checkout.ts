import type { enCompanyCheckout } from './en-company-checkout';

// Company checkout (issue 31 items 2 and 3), key for key with ./en-company-checkout.ts.
export const bnCompanyCheckout: typeof enCompanyCheckout = {
  companyCheckout: {
    buyFor: 'কার জন্য কিনছেন',
    myself: 'নিজের জন্য',
    poNumber: 'PO নম্বর',
    poNumberRequired: 'PO নম্বর (এই প্রতিষ্ঠানে আবশ্যক)',
    poHint: 'আপনার ক্রয়াদেশ (PO) নম্বর: অর্ডার ও চালানে ছাপা হবে।',
    limitHint: 'আপনার অর্ডার সীমা {{limit}}-এর বেশি হলে অর্ডারটি প্রতিষ্ঠানের একজন অনুমোদনকারীর অপেক্ষায় থাকবে।',
    waitingTitle: 'অনুমোদনের জন্য পাঠানো হয়েছে',
    waitingText:
      'অর্ডারটি এই প্রতিষ্ঠানে আপনার সীমার বেশি: একজন অনুমোদনকারীর অপেক্ষায় আছে, স্টক আপনার জন্য রাখা আছে। অনুমোদন বা বাতিল হলে আপনাকে জানানো হবে।',
  },
  approvals: {
    title: 'অনুমোদন',
    empty: 'কোনো অর্ডার আপনার অনুমোদনের অপেক্ষায় নেই।',
    card: '{{company}}-এর জন্য {{buyer}}',
    limit: 'তাঁর সীমা',
    until: 'সিদ্ধান্ত না হলে বাতিল হবে',
    orders: 'পণ্য',
    approve: 'অনুমোদন দিন',
    reject: 'বাতিল করুন',
    rejectTitle: 'এই অর্ডার বাতিল করুন',
    reason: 'কেন?',
    reasonHint: 'ক্রেতা এটি পড়বেন।',
    reasonRequired: 'কারণ লিখুন, অন্তত ৩ অক্ষরে',
    approved: 'অনুমোদিত: অর্ডার বিক্রেতাদের কাছে গেছে।',
    rejected: 'বাতিল: অর্ডার বাতিল হয়েছে, স্টক ফিরে গেছে।',
  },
};
