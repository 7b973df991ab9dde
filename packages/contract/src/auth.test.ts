import { describe, expect, it } from 'vitest';
import {
  changePasswordBodySchema,
  imageUrlSchema,
  passwordSchema,
  personNameSchema,
  signInBodySchema,
  updateMeBodySchema,
} from './auth.js';

const error = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

describe('passwordSchema (registration and new passwords)', () => {
  it('refuses passwords made only of spaces, saying so', () => {
    for (const blank of ['        ', '\t\t\t\t\t\t\t\t', ' \n \n \n \n', '\u00a0'.repeat(10)]) {
      expect(error(passwordSchema.safeParse(blank))).toBe('Password cannot be only spaces');
    }
    expect(
      error(changePasswordBodySchema.safeParse({ currentPassword: 'x', newPassword: ' '.repeat(9) })),
    ).toBe('Password cannot be only spaces');
  });

  it('keeps 8–128 characters, spaces inside allowed', () => {
    expect(passwordSchema.safeParse('correct horse battery').success).toBe(true);
    expect(passwordSchema.safeParse(' padded secret ').success).toBe(true);
    expect(error(passwordSchema.safeParse('short'))).toMatch(/at least 8/);
    expect(error(passwordSchema.safeParse('x'.repeat(129)))).toMatch(/at most 128/);
  });

  it('does not apply to signing in (old passwords keep working)', () => {
    expect(signInBodySchema.safeParse({ email: 'a@example.com', password: '        ' }).success).toBe(true);
  });
});

describe('names and profile photos', () => {
  it('trims names and wants 1–80 characters', () => {
    expect(personNameSchema.parse('  Rahima Akter ')).toBe('Rahima Akter');
    expect(error(personNameSchema.safeParse('   '))).toBe('Name is required');
    expect(error(personNameSchema.safeParse('x'.repeat(81)))).toMatch(/at most 80/);
  });

  it('takes our uploads and https URLs only', () => {
    expect(imageUrlSchema.parse(' /uploads/u/a.webp ')).toBe('/uploads/u/a.webp');
    expect(imageUrlSchema.safeParse('https://lh3.googleusercontent.com/a/x').success).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://photos.example.com/a.jpg',
      '//evil.example/a.jpg',
      '/uploads/',
      'https://',
      'https://x.example/a b.jpg',
      `https://x.example/${'a'.repeat(1000)}`,
    ]) {
      expect(imageUrlSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(updateMeBodySchema.safeParse({ image: null }).success).toBe(true);
  });
});
