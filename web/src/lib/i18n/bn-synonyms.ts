import type { enSynonyms } from './en-synonyms';
import type { Texts } from './texts';

// The Bengali texts of the search synonym editor, key for key as ./en-synonyms.ts.
export const bnSynonyms: Texts<typeof enSynonyms> = {
  synonyms: {
    nav: 'সার্চের সমার্থক শব্দ',
    title: 'সার্চের সমার্থক শব্দ',
    intro:
      'একটি দলের শব্দগুলো একে অপরের মতো খোঁজা হয়: ক্রেতা যেকোনো একটি লিখলে অন্যগুলো দিয়ে নাম দেওয়া পণ্যও পান (rice, চাল, chal)।',
    search: 'দলগুলোতে খুঁজুন',
    searchLabel: 'শব্দ',
    searchHint: 'দলের একটি শব্দ',
    apply: 'খুঁজুন',
    words: 'শব্দগুলো',
    wordsHint: 'শব্দগুলো কমা দিয়ে আলাদা করুন: rice, চাল, chal',
    add: 'দল যোগ করুন',
    adding: 'যোগ হচ্ছে…',
    save: 'সংরক্ষণ করুন',
    saving: 'সংরক্ষণ হচ্ছে…',
    cancel: 'বাতিল',
    edit: 'সম্পাদনা',
    remove: 'মুছুন',
    removeTitle: 'এই দলটি মুছবেন?',
    removeText: '“{{words}}” খুঁজলে আর একে অপরের পণ্য পাওয়া যাবে না।',
    removed: 'দলটি মোছা হয়েছে',
    saved: 'দলটি সংরক্ষিত হয়েছে',
    added: 'দলটি যোগ হয়েছে',
    curated: 'দোকানের তালিকা থেকে',
    empty: 'কোনো দলে এই শব্দ নেই',
    groups: 'সমার্থক শব্দের দল',
    count: '{{count}}টি দল',
    previous: 'আগের',
    next: 'পরের',
  },
};
