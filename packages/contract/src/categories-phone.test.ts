import { describe, expect, it } from 'vitest';
import { CATEGORIES, findCategory, localCategoryName } from './categories.js';
import { normaliseBdPhone } from './phone.js';

describe('categories', () => {
  it("has SEED.md's seven categories in its order, then Food & Groceries, with unique slugs", () => {
    // Issue 28 (item 22): the demo's rice and mustard oil were filed under Home & Kitchen Appliances, as SEED.md
    // has no category for food; a Dhaka wholesale market is first of all rice, oil, lentils and sugar.
    expect(CATEGORIES.map((c) => c.name)).toEqual([
      'Electronics & Gadgets',
      'Home & Kitchen Appliances',
      'Fashion & Apparel',
      'Industrial Machinery & Tools',
      'Health & Beauty',
      'Automotive Parts & Accessories',
      'Office Supplies & Stationery',
      'Food & Groceries',
    ]);
    expect(new Set(CATEGORIES.map((c) => c.slug)).size).toBe(CATEGORIES.length);
    expect(findCategory('food-groceries')?.name).toBe('Food & Groceries');
    expect(findCategory('food & groceries')?.slug).toBe('food-groceries');
    expect(localCategoryName('food-groceries', 'bn')).toBe('খাদ্য ও মুদি');
  });
  it('finds a category by slug or by display name', () => {
    expect(findCategory('health-beauty')?.name).toBe('Health & Beauty');
    expect(findCategory('health & beauty')?.slug).toBe('health-beauty');
    expect(findCategory('toys')).toBeUndefined();
  });
});

describe('Bangladeshi phone numbers', () => {
  it('normalises both accepted forms', () => {
    expect(normaliseBdPhone('01712345678')).toBe('+8801712345678');
    expect(normaliseBdPhone('+8801712345678')).toBe('+8801712345678');
    // Typed with Bengali digits.
    expect(normaliseBdPhone('০১৭১২৩৪৫৬৭৮')).toBe('+8801712345678');
    expect(normaliseBdPhone('017-1234 5678')).toBe('+8801712345678');
  });
  it('refuses other numbers', () => {
    for (const p of ['0171234567', '01212345678', '8801712345678', '+4401712345678', 'abc']) {
      expect(normaliseBdPhone(p)).toBeNull();
    }
  });
});
