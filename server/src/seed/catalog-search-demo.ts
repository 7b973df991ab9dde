import type { CategorySlug } from '@bulkbazar/contract';
import type { SeedItem } from './seed-item.js';

// Listings that let the demo show search in both languages (issue 34): staples, garments and building
// materials, some named in Bengali and some in English, so "chal" and "rice", "dim" and "egg", "rod" and "রড"
// each find something. Approved with the Bengali listings (catalog.ts SEED_BENGALI), outside the demo orders.
export const SEED_SEARCH_DEMO: { category: CategorySlug; item: SeedItem }[] = [
  {
    category: 'food-groceries',
    item: ['Nazirshail Rice 25kg', 'Rashid', 1650, 10, 600, 'Polished nazirshail rice in a 25 kg sack.'],
  },
  {
    category: 'food-groceries',
    item: ['মসুর ডাল ৫০ কেজি', 'তীর', 5400, 4, 300, 'দেশি মোটা মসুর ডাল, ৫০ কেজির বস্তা।'],
  },
  {
    category: 'food-groceries',
    item: ['সয়াবিন তেল ৫ লিটার', 'তীর', 820, 12, 900, 'রিফাইন্ড সয়াবিন তেল, ৫ লিটারের বোতল; প্রতি কার্টনে ৪টি।'],
  },
  {
    category: 'food-groceries',
    item: [
      'White Sugar 50kg',
      'Fresh',
      6300,
      2,
      200,
      'Refined white sugar, 50 kg sack, for sweet shops and bakeries.',
    ],
  },
  {
    category: 'food-groceries',
    item: ['ফার্মের ডিম (৩০ পিস)', 'কাজী ফার্মস', 360, 20, 1500, 'লাল ফার্মের ডিম, প্রতি ট্রেতে ৩০টি।'],
  },
  {
    category: 'food-groceries',
    item: ['দেশি পেঁয়াজ ৪০ কেজি', 'পাবনা কৃষি', 2600, 2, 400, 'পাবনার দেশি পেঁয়াজ, ৪০ কেজির বস্তা।'],
  },
  {
    category: 'fashion-apparel',
    item: ['পুরুষদের সুতি শার্ট', 'ঢাকা গার্মেন্টস', 420, 24, 1200, 'রপ্তানিযোগ্য সুতি শার্ট, সাইজ M থেকে XXL।'],
  },
  {
    category: 'fashion-apparel',
    item: [
      'Tangail Cotton Saree',
      'Tangail Tant',
      950,
      10,
      400,
      'Handloom cotton saree from Tangail, 5.5 m with blouse piece.',
    ],
  },
  {
    category: 'industrial-machinery-tools',
    item: [
      'পোর্টল্যান্ড সিমেন্ট ৫০ কেজি',
      'শাহ সিমেন্ট',
      540,
      50,
      5000,
      'পোর্টল্যান্ড কম্পোজিট সিমেন্ট, ৫০ কেজির ব্যাগ।',
    ],
  },
  {
    category: 'industrial-machinery-tools',
    item: [
      'MS Steel Rod 12mm (per ton)',
      'BSRM',
      98000,
      1,
      40,
      '500W deformed steel bar for building work, sold by the ton.',
    ],
  },
  {
    category: 'industrial-machinery-tools',
    item: ['ঢেউটিন ০.৩২ মিমি (বান্ডিল)', 'পিএইচপি', 7200, 2, 120, 'রঙিন ঢেউটিন, ১০ ফুট, প্রতি বান্ডিলে ১০টি।'],
  },
];
