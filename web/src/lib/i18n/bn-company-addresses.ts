import type { enCompanyAddresses } from './en-company-addresses';

// A company's shared delivery addresses (issue 31 item 1), key for key with ./en-company-addresses.ts.
export const bnCompanyAddresses: typeof enCompanyAddresses = {
  companyAddresses: {
    title: 'ঠিকানা',
    intro:
      'প্রতিষ্ঠানের জন্য কেনার সময় প্রত্যেক সদস্য চেকআউটে এই ডেলিভারি ঠিকানাগুলো বেছে নিতে পারেন। সর্বোচ্চ {{max}}টি।',
    introMember: 'প্রতিষ্ঠানের জন্য কেনার সময় চেকআউটে এই ডেলিভারি ঠিকানাগুলো বেছে নিতে পারেন।',
    none: 'প্রতিষ্ঠানের এখনো কোনো ডেলিভারি ঠিকানা নেই।',
    failed: 'প্রতিষ্ঠানের ঠিকানাগুলো লোড করা যায়নি।',
    label: 'ঠিকানার নাম',
    labelHint: 'দোকান, গুদাম…',
    address: 'ঠিকানা',
    phone: 'ফোন নম্বর',
    phoneHint: 'বাংলাদেশি মোবাইল নম্বর: ০১XXXXXXXXX অথবা +৮৮০১XXXXXXXXX।',
    addTitle: 'ঠিকানা যোগ করুন',
    add: 'ঠিকানা যোগ করুন',
    adding: 'যোগ করা হচ্ছে…',
    added: '{{label}} যোগ করা হয়েছে।',
    edit: 'বদলান',
    editLabel: '{{label}} ঠিকানাটি বদলান',
    editTitle: '{{label}} বদলান',
    save: 'পরিবর্তন সংরক্ষণ করুন',
    saving: 'সংরক্ষণ করা হচ্ছে…',
    saved: '{{label}} সংরক্ষণ করা হয়েছে।',
    cancel: 'বাতিল',
    remove: 'সরান',
    removeLabel: '{{label}} ঠিকানাটি সরান',
    removeTitle: '{{label}} সরাবেন?',
    removeText: 'সদস্যরা আর এটি বেছে নিতে পারবেন না। আগে দেওয়া অর্ডারগুলোর ঠিকানা বদলাবে না।',
    removed: '{{label}} সরানো হয়েছে।',
    full: 'প্রতিষ্ঠানের {{max}}টি ঠিকানা আছে: নতুন যোগ করতে একটি সরান।',
    checkoutLegend: '{{company}}-এর ঠিকানা',
  },
};
