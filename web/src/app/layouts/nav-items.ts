import type { Catalog } from '@/lib/i18n/en';
import { paths } from '@/lib/paths';

/** Who sees a link: everyone, only visitors who are signed out, any signed-in user, or administrators. */
export type NavAccess = 'everyone' | 'guest' | 'user' | 'admin';

export type NavItem = {
  to: string;
  label: `nav.${keyof Catalog['nav']}`;
  /** Only the index route needs an exact match to count as the current page. */
  end?: boolean;
  /**
   * False until the page behind the link exists: SEED.md's navbar shows My Orders and Dashboard, and they go
   * live with the orders and dashboard issues by flipping this flag, not before (no links to placeholder pages).
   */
  live: boolean;
  access: NavAccess;
};

const ALL_NAV_ITEMS: NavItem[] = [
  { to: paths.home, label: 'nav.home', end: true, live: true, access: 'everyone' },
  { to: paths.products, label: 'nav.products', live: true, access: 'everyone' },
  { to: paths.about, label: 'nav.about', live: true, access: 'everyone' },
  { to: paths.dashboard, label: 'nav.dashboard', live: true, access: 'admin' },
  { to: paths.myOrders, label: 'nav.myOrders', live: true, access: 'user' },
  { to: paths.login, label: 'nav.login', live: true, access: 'guest' },
  { to: paths.register, label: 'nav.register', live: true, access: 'guest' },
];

/** Who is looking; null while the session is still unknown, when only the links for everyone show. */
export type Viewer = { signedIn: boolean; isAdmin: boolean } | null;

function allowed(access: NavAccess, viewer: Viewer): boolean {
  if (access === 'everyone') return true;
  if (!viewer) return false;
  if (access === 'guest') return !viewer.signedIn;
  if (access === 'user') return viewer.signedIn;
  return viewer.isAdmin;
}

export function navItemsFor(viewer: Viewer, items: NavItem[] = ALL_NAV_ITEMS): NavItem[] {
  return items.filter((item) => item.live && allowed(item.access, viewer));
}
