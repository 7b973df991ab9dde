import type { enShell } from './en-shell';
import type { Texts } from './texts';

// The Bengali texts of the shell, key for key as ./en-shell.ts (navbar, footer, dialogs, errors). They load in
// their own chunk before the first render when the page's language is Bengali (see ./index.ts).
export const bnShell: Texts<typeof enShell> = {
  meta: { title: '{{title}} | {{brand}}' },
  nav: {
    label: 'প্রধান নেভিগেশন',
    phoneLabel: 'প্রধান মেনু',
    home: 'হোম',
    products: 'সব পণ্য',
    about: 'আমাদের সম্পর্কে',
    myOrders: 'আমার অর্ডার',
    dashboard: 'ড্যাশবোর্ড',
    login: 'লগইন',
    register: 'রেজিস্টার',
    menu: 'মেনু',
    skipToContent: 'মূল অংশে যান',
    brandHome: '{{brand}} হোম',
  },
  cartLink: {
    label: 'কার্ট',
    count_one: 'কার্ট, {{count}}টি পণ্য',
    count_other: 'কার্ট, {{count}}টি পণ্য',
    merged: 'সাইন ইন করার আগে আপনার কার্টে যা ছিল, তা যোগ করা হয়েছে',
  },
  // Each language is named in itself, whatever the page's language.
  language: {
    en: 'English',
    bn: 'বাংলা',
    switchToEn: 'সাইটটি ইংরেজিতে দেখুন',
    switchToBn: 'সাইটটি বাংলায় দেখুন',
  },
  theme: { toDark: 'ডার্ক থিম চালু করুন', toLight: 'লাইট থিম চালু করুন' },
  footer: {
    tagline: 'বাংলাদেশের ব্যবসার জন্য পাইকারি পণ্য, দাম টাকায়।',
    shop: 'কেনাকাটা',
    categories: 'ক্যাটাগরি',
    contact: 'যোগাযোগ করুন',
    email: 'ইমেইল',
    phone: 'ফোন',
    hours: 'রবিবার থেকে বৃহস্পতিবার, ৯:০০ থেকে ১৮:০০ (ঢাকার সময়)',
    rights: '© {{year}} {{brand}}',
  },
  states: {
    loading: 'লোড হচ্ছে…',
    errorTitle: 'কিছু একটা সমস্যা হয়েছে',
    errorText: 'পেজটি লোড করা যায়নি।',
    retry: 'আবার চেষ্টা করুন',
    goHome: 'হোমে ফিরে যান',
  },
  notFound: {
    docTitle: 'পেজ পাওয়া যায়নি',
    title: '৪০৪ - পেজ পাওয়া যায়নি',
    text: 'দুঃখিত, আপনি যে পেজটি খুঁজছেন সেটি নেই।',
    goHome: 'হোমে ফিরে যান',
  },
  dialog: {
    ok: 'ঠিক আছে',
    cancel: 'বাতিল',
    close: 'ডায়ালগটি বন্ধ করুন',
    error: 'ত্রুটি!',
    success: 'সফল হয়েছে!',
    oops: 'দুঃখিত...',
  },
  auth: {
    noSession:
      'আপনি সাইন ইন করেছিলেন, কিন্তু এই ব্রাউজার সেশনটি রাখেনি। এই সাইটের জন্য কুকি চালু করে আবার চেষ্টা করুন।',
    logoutFailed: 'লগআউট হয়নি: {{message}}',
    checking: 'আপনার সেশন যাচাই করা হচ্ছে…',
  },
  errors: {
    network: 'সার্ভারের সাথে যোগাযোগ করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    invalidResponse: 'সার্ভার থেকে এমন উত্তর এসেছে যা আমরা পড়তে পারিনি। অনুগ্রহ করে কিছুক্ষণ পরে আবার চেষ্টা করুন।',
    status: 'সার্ভার {{status}} স্ট্যাটাস দিয়ে উত্তর দিয়েছে।',
  },
};
