import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useAuth } from '@/lib/auth/use-auth';
import { BrandWordmark } from './brand-wordmark';
import { NavLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';

// Only a signed-in visitor sees these, so they load once the session is known rather than with the first page.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const MobileAccount = lazy(() => import('./mobile-account').then((m) => ({ default: m.MobileAccount })));

export function Navbar() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // Escape closes the mobile menu, as it would any disclosure a keyboard user opened.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <BrandWordmark />
        <nav aria-label={t('nav.label')} className="hidden md:block">
          <NavLinks />
        </nav>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          {user && (
            // Holds the avatar's place (size-9 plus the button's padding) so nothing shifts when it arrives.
            <Suspense fallback={<span aria-hidden="true" className="block size-10" />}>
              <UserMenu user={user} />
            </Suspense>
          )}
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <span className="sr-only">{t('nav.menu')}</span>
            <svg
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d={menuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
            </svg>
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label={t('nav.label')}
        hidden={!menuOpen}
        className="border-t border-slate-200 px-4 py-3 md:hidden dark:border-slate-800"
      >
        <NavLinks vertical onNavigate={() => setMenuOpen(false)} />
        {user && (
          <Suspense fallback={null}>
            <MobileAccount user={user} onNavigate={() => setMenuOpen(false)} />
          </Suspense>
        )}
      </nav>
    </header>
  );
}
