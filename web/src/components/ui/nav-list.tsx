import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

export type NavListItem = {
  to: string;
  label: string;
  /** Only an index route needs an exact match. */ end?: boolean;
};

/** The look of every menu entry of the site's navbar, its mobile menu and the dashboard's sidebar. */
export const navItemClasses = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-medium ${
    isActive
      ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
  }`;

/**
 * A list of menu links, the current page marked (aria-current) and highlighted; in a row, or a column in the
 * menus. `children` are further list items that are not plain links (a sign-out button, a downloads menu).
 */
export function NavList({
  items,
  vertical = false,
  onNavigate,
  className = '',
  children,
}: {
  items: NavListItem[];
  vertical?: boolean;
  /** Closes the menu the list is in. */
  onNavigate?: () => void;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <ul className={`${vertical ? 'flex flex-col gap-1' : 'flex items-center gap-1'} ${className}`.trim()}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end ?? false} className={navItemClasses} onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
      {children}
    </ul>
  );
}
