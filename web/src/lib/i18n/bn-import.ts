// Sellers' bulk import and export of listings (issue 30), key for key with ./en-import.ts.
export const bnImport = {
  listingImport: {
    title: 'ইমপোর্ট ও এক্সপোর্ট',
    intro:
      'প্রতিটি ভ্যারিয়েন্টের জন্য একটি সারি, হ্যান্ডেল অনুযায়ী একসাথে; SKU দিয়ে আপনার পণ্যের সাথে মেলানো হয়। আগে ফাইলটি যাচাই করুন: নিশ্চিত না করা পর্যন্ত কিছুই সংরক্ষণ হয় না।',
    exportCsv: 'CSV এক্সপোর্ট',
    exportXlsx: 'XLSX এক্সপোর্ট',
    templateEn: 'টেমপ্লেট (ইংরেজি শিরোনাম)',
    templateBn: 'টেমপ্লেট (বাংলা শিরোনাম)',
    file: 'CSV বা XLSX ফাইল',
    check: 'ফাইলটি যাচাই করুন',
    checking: 'যাচাই হচ্ছে…',
    progress: '{{total}}টির মধ্যে {{done}}টি সারি',
    ready: 'যাচাই শেষ: {{bad}}টি সারিতে ত্রুটি। বাকিগুলো ইমপোর্ট করতে নিশ্চিত করুন।',
    readyClean: 'যাচাই শেষ: কোনো ত্রুটি নেই। ইমপোর্ট করতে নিশ্চিত করুন।',
    confirm: 'ইমপোর্ট নিশ্চিত করুন',
    done: 'ইমপোর্ট হয়েছে: নতুন {{created}}টি, হালনাগাদ {{updated}}টি, অপরিবর্তিত {{unchanged}}টি। নতুন ও বদলানো পণ্য যাচাইয়ের অপেক্ষায়।',
    failed: 'ইমপোর্ট থেমে গেছে: {{error}}',
    row: 'সারি',
    handle: 'হ্যান্ডেল',
    column: 'কলাম',
    problem: 'সমস্যা',
    recent: 'সাম্প্রতিক ইমপোর্ট',
    recentLine: '— নতুন {{created}}টি, হালনাগাদ {{updated}}টি, ত্রুটিসহ সারি {{bad}}টি',
    another: 'আরেকটি ফাইল ইমপোর্ট করুন',
  },
} as const;
