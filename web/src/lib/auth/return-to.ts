import type { Location } from 'react-router';
import { paths } from '../paths';

/** What a protected page hands the login page: where the visitor was going. */
export type FromState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> };

/** Where to go after signing in: the page the visitor came from, else home; never back to the sign-in pages. */
export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  const path = from?.pathname;
  // Only a path of this site: '//host' would leave it.
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return paths.home;
  if (path === paths.login || path === paths.register) return paths.home;
  return `${path}${from?.search ?? ''}${from?.hash ?? ''}`;
}
