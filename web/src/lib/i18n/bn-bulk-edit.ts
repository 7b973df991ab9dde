// The My products table's bulk edit of prices and stock (issue 30 item 6), key for key with ./en-bulk-edit.ts.
export const bnBulkEdit = {
  bulkEdit: {
    start: 'দাম ও স্টক বদলান',
    intro:
      'যে দাম ও স্টক বদলাতে চান বদলে সেভ করুন: সব পরিবর্তন একসাথে সেভ হবে, নয়তো একটিও নয়। স্টকের পরিবর্তন পণ্যের স্টকের ইতিহাসে সংশোধন হিসেবে দেখাবে।',
    save: 'পরিবর্তন সেভ করুন',
    saving: 'সেভ হচ্ছে…',
    cancel: 'বাতিল',
    priceOf: '{{name}}-এর দাম',
    stockOf: '{{name}}-এর স্টক',
    variantsHint: 'ভ্যারিয়েন্টের স্টক পণ্যের এডিট পেজে বদলান',
    notANumber: 'একটি সংখ্যা লিখুন',
    nothing: 'কিছুই বদলানো হয়নি।',
    saved: 'সেভ হয়েছে। বদলানো পণ্য: {{count}}টি।',
  },
};
