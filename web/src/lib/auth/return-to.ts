import type { Location } from 'react-router';
import { paths } from '../paths';

/** What a protected page hands the login page: where the visitor was going. */
export type FromState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> };

const MAX_LENGTH = 2000;
// Parsed against an origin of our own: whatever resolves elsewhere ('//host', 'https:…') is not a path here.
const BASE = 'http://bulkbazar.invalid';
// Browsers read '\' as '/' and drop tabs and newlines, so '/\evil.com' and '/\t/evil.com' both mean '//evil.com'.
const UNSAFE = /[\\\p{Cc}]/u;

/**
 * A `next` destination if it is a path of this site, normalised; else null. It arrives in the URL, so anyone
 * can write it: an absolute or protocol-relative address would make the sign-in page an open redirect.
 * The sign-in pages themselves are refused too (a loop).
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || UNSAFE.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname === paths.login || url.pathname === paths.register) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where to go after signing in: the `?next=` of the sign-in page's URL (it survives a reload and the trip to
 * Google), else the page a guard sent the visitor from (navigation state), else home.
 */
export function returnPath(state: unknown, search = ''): string {
  const from = (state as FromState | null)?.from;
  const fromState = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : null;
  return safeReturnPath(new URLSearchParams(search).get('next')) ?? safeReturnPath(fromState) ?? paths.home;
}

/** `path` with the destination after sign-in in its URL; nothing to carry when that is home. */
export function withNext(path: string, next: string): string {
  return next === paths.home ? path : `${path}?${new URLSearchParams({ next })}`;
}

/** The login page, then `next`. */
export const loginPath = (next: string) => withNext(paths.login, next);
