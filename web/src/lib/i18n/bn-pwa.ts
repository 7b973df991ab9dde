import type { enPwa } from './en-pwa';
import type { Texts } from './texts';

// The Bengali texts of the installed app, key for key as ./en-pwa.ts.
export const bnPwa: Texts<typeof enPwa> = {
  pwa: {
    updateReady: 'দোকানের নতুন সংস্করণ তৈরি।',
    reload: 'এখনই আপডেট করুন',
    later: 'পরে',
    savedOffline: 'সংযোগ নেই: পণ্যটি এই ফোনে আপনার কার্টে রাখা হলো, সংযোগ ফিরলে পাঠানো হবে।',
  },
};
