import type { enAuth } from './en-auth';
import type { Texts } from './texts';

export const bnAuth: Texts<typeof enAuth> = {
  auth: {
    loginTitle: 'লগইন',
    loginIntro: 'পাইকারি অর্ডার দিতে, আপনার পণ্য বিক্রির জন্য দিতে এবং অর্ডারের খোঁজ রাখতে সাইন ইন করুন।',
    registerTitle: 'রেজিস্ট্রেশন',
    registerHeading: 'আপনার অ্যাকাউন্ট খুলুন',
    registerIntro: 'পাইকারি দামে কিনুন, সারা বাংলাদেশের ব্যবসায়ীদের কাছে বিক্রি করুন। মাত্র এক মিনিট লাগবে।',
    name: 'নাম',
    email: 'ইমেইল',
    password: 'পাসওয়ার্ড',
    passwordHint: '৮ থেকে ১২৮ অক্ষর, এবং বহুল ব্যবহৃত কোনো পাসওয়ার্ড নয়।',
    login: 'লগইন',
    register: 'রেজিস্টার করুন',
    noAccount: 'অ্যাকাউন্ট নেই?',
    registerLink: 'রেজিস্টার করুন',
    haveAccount: 'আগে থেকেই অ্যাকাউন্ট আছে?',
    loginLink: 'লগইন করুন',
    or: 'অথবা',
    google: 'Google দিয়ে চালিয়ে যান',
    loginFailed: 'লগইন হয়নি। অনুগ্রহ করে আপনার তথ্য আবার দেখুন।',
    googleFailed: 'Google দিয়ে লগইন হয়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
    emailInUse: 'এই ইমেইল দিয়ে আগেই অ্যাকাউন্ট খোলা হয়েছে!',
    welcome: 'স্বাগতম, {{name}}! আপনার অ্যাকাউন্ট তৈরি হয়ে গেছে।',
    photoFailed:
      'আপনার অ্যাকাউন্ট তৈরি হয়ে গেছে, কিন্তু ছবিটি আপলোড করা যায়নি ({{message}})। প্রোফাইল থেকে ছবি যোগ করতে পারবেন।',
  },
};
