import { useId, useState } from 'react';
import { navItemClasses } from '@/components/ui/nav-list';
import { useTranslation } from '@/lib/i18n';
import { exportUrls } from '../api/export-urls';

const downloads = [
  { key: 'orders', href: exportUrls.orders() },
  { key: 'products', href: exportUrls.products },
  { key: 'users', href: exportUrls.users },
  { key: 'subscribers', href: exportUrls.subscribers },
] as const;

const linkClasses = navItemClasses({ isActive: false });

/** The sidebar's Export quick action: the four CSV downloads the server streams. */
export function ExportMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={`${linkClasses} flex w-full items-center justify-between`}
      >
        {t('dashboard.export')}
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`size-4 fill-current transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="mt-1 ml-3 border-l border-slate-200 pl-2 dark:border-slate-700"
      >
        {downloads.map(({ key, href }) => (
          <li key={key}>
            <a href={href} download className={linkClasses}>
              {t(`dashboard.exports.${key}`)}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
