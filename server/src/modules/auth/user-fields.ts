import { NAME_MAX, USER_IMAGE_MAX, USER_IMAGE_PATTERN } from '@bulkbazar/contract';

/**
 * The users table holds the contract's name and image rules (CHECK constraints). Our own routes validate
 * before writing; what reaches the auth library from elsewhere — a Google profile (any name, any picture
 * URL) — is brought within them here, on every user the library creates or updates, so a sign-in never
 * fails on a constraint.
 */
export function toStoredName(name: unknown, email?: unknown): string {
  const cut = (s: string) => Array.from(s.trim()).slice(0, NAME_MAX).join('').trim();
  const fromName = typeof name === 'string' ? cut(name) : '';
  if (fromName) return fromName;
  const local = typeof email === 'string' ? cut(email.split('@')[0] ?? '') : '';
  return local || 'Trader';
}

/** Ours (/uploads/…) or https, at most 1,000 characters; anything else (http:, data:, javascript:) is dropped. */
export function toStoredImage(image: unknown): string | null {
  if (typeof image !== 'string') return null;
  const url = image.trim();
  return url.length <= USER_IMAGE_MAX && USER_IMAGE_PATTERN.test(url) ? url : null;
}

type UserData = Record<string, unknown> & { name?: unknown; image?: unknown; email?: unknown };

/** The library's user-create/update hooks: the same data with name and image (when present) within the rules. */
export function withStoredUserFields<T extends UserData>(user: T): T {
  const data: UserData = { ...user };
  if ('name' in user) data.name = toStoredName(user.name, user.email);
  if ('image' in user) data.image = toStoredImage(user.image);
  return data as T;
}
