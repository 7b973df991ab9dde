import { describe, expect, it } from 'vitest';
import { navItemsFor, type NavItem } from './nav-items';

const labels = (items: NavItem[]) => items.map((item) => item.label);

describe('nav items', () => {
  it('show Login and Register to visitors who are signed out, and nothing that needs a session', () => {
    expect(labels(navItemsFor({ signedIn: false, isAdmin: false }))).toEqual([
      'nav.home',
      'nav.products',
      'nav.about',
      'nav.login',
      'nav.register',
    ]);
  });

  it('show only the links for everyone while the session is unknown', () => {
    expect(labels(navItemsFor(null))).toEqual(['nav.home', 'nav.products', 'nav.about']);
  });

  it('keep Dashboard for admins and My Orders for signed-in users, once their pages go live', () => {
    const items: NavItem[] = [
      { to: '/dashboard', label: 'nav.dashboard', live: true, access: 'admin' },
      { to: '/orders', label: 'nav.myOrders', live: true, access: 'user' },
      { to: '/login', label: 'nav.login', live: true, access: 'guest' },
    ];
    expect(labels(navItemsFor({ signedIn: true, isAdmin: true }, items))).toEqual([
      'nav.dashboard',
      'nav.myOrders',
    ]);
    expect(labels(navItemsFor({ signedIn: true, isAdmin: false }, items))).toEqual(['nav.myOrders']);
    expect(labels(navItemsFor({ signedIn: true, isAdmin: true }, [{ ...items[0]!, live: false }]))).toEqual(
      [],
    );
  });
});
