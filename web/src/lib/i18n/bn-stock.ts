// A listing's stock adjustments and history (issue 30 item 7), key for key with ./en-stock.ts.
export const bnStock = {
  stock: {
    title: 'স্টক',
    now: 'এখন স্টকে: {{count}}',
    variant: 'ভ্যারিয়েন্ট',
    change: 'পরিবর্তন (+ এসেছে, − বাদ গেছে)',
    reason: 'কারণ',
    note: 'নোট (ঐচ্ছিক)',
    save: 'স্টক বদলান',
    history: 'স্টকের ইতিহাস',
    none: 'এখনো স্টকের কোনো পরিবর্তন নেই।',
    byShop: 'অর্ডার',
    // The listing form's field and My products' summary.
    alert: 'কম স্টকের সতর্কতা',
    alertHint: 'স্টক এই সংখ্যায় বা তার নিচে নামলে আপনাকে একবার জানানো হবে। সতর্কতা না চাইলে খালি রাখুন।',
    summary: {
      title: 'আপনার স্টক',
      value: 'স্টকের মূল্য {{value}}',
      valueHint: '{{count}}টি পণ্যের স্টক × প্রতি পিসের দাম',
      low: 'স্টক কম',
      lowNone: 'কোনো পণ্য কম স্টকের সীমায় বা তার নিচে নেই।',
      left: '{{stock}} পিস বাকি · সতর্কতা {{threshold}}-এ',
    },
    reasons: {
      received: 'পাওয়া গেছে',
      damaged: 'নষ্ট',
      returned: 'ফেরত',
      correction: 'সংশোধন',
      order: 'অর্ডার',
      cancel: 'বাতিল অর্ডার',
      import: 'ইমপোর্ট',
    },
    columns: {
      when: 'কখন',
      what: 'কেন',
      variantColumn: 'ভ্যারিয়েন্ট',
      changeColumn: 'পরিবর্তন',
      before: 'আগে',
      after: 'পরে',
      who: 'কে',
    },
  },
};
