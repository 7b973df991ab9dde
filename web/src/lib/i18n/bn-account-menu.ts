import type { enAccountMenu } from './en-account-menu';
import type { Texts } from './texts';

export const bnAccountMenu: Texts<typeof enAccountMenu> = {
  nav: {
    addProduct: 'পণ্য যোগ করুন',
    myProducts: 'আমার পণ্য',
    finance: 'আর্থিক হিসাব',
    accountMenu: '{{name}}-এর অ্যাকাউন্ট মেনু',
    account: 'আপনার অ্যাকাউন্ট',
    profile: 'প্রোফাইল',
    company: 'আমার প্রতিষ্ঠান',
    approvals: 'অনুমোদন',
    credit: 'চালান ও বাকির হিসাব',
    logout: 'লগআউট',
  },
};
