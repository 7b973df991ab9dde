import { WEB_ROUTES, type User } from '@bulkbazar/contract';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/lib/paths';
import { useDecidesApprovals } from './use-decides-approvals';
import { useReadsCompanyBooks } from './use-reads-company-books';
import { useSignOut } from './use-sign-out';

const itemClasses =
  'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:text-slate-200 dark:hover:bg-slate-800 dark:focus:bg-slate-800';

/**
 * The signed-in user's avatar (their name as its tooltip) opening a menu: Profile, My company, Approvals (for a
 * company's owner or approver), Invoices and credit (for its owner, finance or approver), My products, Add
 * product, Finance, Logout. It follows the ARIA menu button pattern: Enter, Space or the arrows open it, the
 * arrows move, Escape closes and returns focus.
 */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const approves = useDecidesApprovals();
  const readsBooks = useReadsCompanyBooks();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (open) items().at(focusIndex)?.focus();
  }, [open, focusIndex]);

  // A click or tap anywhere else closes the menu, as it would a native one.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function openAt(index: number) {
    setFocusIndex(index);
    setOpen(true);
  }

  function close({ refocus }: { refocus: boolean }) {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(-1);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const count = items().length;
    const current = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % count,
      ArrowUp: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]!);
      items()[moves[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close({ refocus: true });
    } else if (event.key === 'Tab') {
      close({ refocus: false });
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('nav.accountMenu', { name: user.name })}
        title={user.name}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        className="rounded-full p-0.5 hover:ring-2 hover:ring-emerald-600/40"
      >
        <Avatar name={user.name} src={user.image} />
      </button>
      {open && (
        <div className="absolute right-0 z-40 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <div className="border-b border-slate-200 px-3 pt-1 pb-2 dark:border-slate-700">
            <p className="truncate text-sm font-semibold">{user.name}</p>
            <p className="truncate text-xs text-slate-600 dark:text-slate-400">{user.email}</p>
          </div>
          <ul
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={t('nav.account')}
            onKeyDown={onMenuKeyDown}
            className="mt-2 flex flex-col gap-0.5"
          >
            <li role="none">
              <Link
                role="menuitem"
                tabIndex={-1}
                to={paths.profile}
                onClick={() => close({ refocus: false })}
                className={itemClasses}
              >
                {t('nav.profile')}
              </Link>
            </li>
            {[
              { to: WEB_ROUTES.company, label: t('nav.company') },
              ...(approves ? [{ to: WEB_ROUTES.approvals, label: t('nav.approvals') }] : []),
              ...(readsBooks ? [{ to: WEB_ROUTES.companyCredit, label: t('nav.credit') }] : []),
              { to: paths.myProducts, label: t('nav.myProducts') },
              { to: paths.addProduct, label: t('nav.addProduct') },
              { to: WEB_ROUTES.sellerFinance, label: t('nav.finance') },
            ].map((item) => (
              <li key={item.to} role="none">
                <Link
                  role="menuitem"
                  tabIndex={-1}
                  to={item.to}
                  onClick={() => close({ refocus: false })}
                  className={itemClasses}
                >
                  {item.label}
                </Link>
              </li>
            ))}
            <li role="none">
              <button
                role="menuitem"
                tabIndex={-1}
                type="button"
                onClick={() => {
                  // Focus goes back to the avatar: a failure dialog returns it there when dismissed.
                  close({ refocus: true });
                  void signOut();
                }}
                className={itemClasses}
              >
                {t('nav.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
