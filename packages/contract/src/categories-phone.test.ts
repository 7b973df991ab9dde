import { describe, expect, it } from 'vitest';
import { CATEGORIES, findCategory } from './categories.js';
import { normaliseBdPhone } from './phone.js';

describe('categories', () => {
  it('has the seven categories of SEED.md with unique slugs', () => {
    expect(CATEGORIES).toHaveLength(7);
    expect(new Set(CATEGORIES.map((c) => c.slug)).size).toBe(7);
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
