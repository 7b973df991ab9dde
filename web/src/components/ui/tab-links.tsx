import { NavLink } from 'react-router';

type Tab = { to: string; label: string; end?: boolean };

const tabClasses = ({ isActive }: { isActive: boolean }) =>
  `-mb-px inline-block border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${
    isActive
      ? 'border-emerald-600 text-emerald-800 dark:border-emerald-400 dark:text-emerald-300'
      : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'
  }`;

/** Sibling pages shown as tabs: links (each page has its own URL), the current one marked for screen readers. */
export function TabLinks({ label, tabs }: { label: string; tabs: Tab[] }) {
  return (
    <nav aria-label={label} className="overflow-x-auto border-b border-slate-200 dark:border-slate-800">
      <ul className="flex gap-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end={tab.end} className={tabClasses}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
