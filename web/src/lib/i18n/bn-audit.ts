import type { enAudit } from './en-audit';

// The Bengali texts of the audit trail page and the staff roles, key for key as ./en-audit.ts.
export const bnAudit: typeof enAudit = {
  audit: {
    nav: 'অডিট ট্রেইল',
    title: 'অডিট ট্রেইল',
    intro:
      'স্টাফদের প্রতিটি কাজ: কে করেছেন, কখন, কোন ঠিকানা থেকে, আর কোন তথ্য বদলেছে। সারিগুলো কখনো বদলানো হয় না।',
    search: 'অডিট ট্রেইলে খুঁজুন',
    actor: 'স্টাফ সদস্য',
    actorHint: 'ই-মেইল বা ইউজার আইডি',
    targetFilter: 'যার উপর',
    targetHint: 'পণ্য, অর্ডার বা ইউজারের আইডি',
    action: 'কাজ',
    from: 'থেকে',
    to: 'পর্যন্ত',
    apply: 'খুঁজুন',
    csv: 'CSV ডাউনলোড করুন',
    empty: 'মিলে যায় এমন কোনো স্টাফ কাজ নেই',
    rows: 'স্টাফদের কাজ',
    target: '{{type}} {{id}}-এ',
    by: '{{actor}} ({{roles}}) করেছেন',
    fromIp: '{{ip}} থেকে',
    pages: 'পাতা',
    older: 'পুরোনো কাজ',
    newest: 'সবচেয়ে নতুন কাজ',
  },
  staffRoles: {
    legend: 'স্টাফ ভূমিকা',
    admin: 'অ্যাডমিনিস্ট্রেটর',
    moderator: 'মডারেটর',
    support: 'সাপোর্ট',
    finance: 'ফাইন্যান্স',
    save: 'ভূমিকা সংরক্ষণ করুন',
    saved: '{{name}}-এর ভূমিকা সংরক্ষণ হয়েছে।',
  },
};
