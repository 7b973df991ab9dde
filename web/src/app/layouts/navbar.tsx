import { lazy, Suspense, useId } from 'react';
import { MenuButton } from '@/components/ui/menu-button';
import { useAuth } from '@/lib/auth/use-auth';
import { loadPageTexts, useTranslation } from '@/lib/i18n';
import { useDisclosure } from '@/lib/use-disclosure';
import { BrandWordmark } from './brand-wordmark';
import { CartLink } from './cart-link';
import { LanguageSwitch } from './language-switch';
import { NavLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';

// Only a signed-in visitor sees these, so they load once the session is known rather than with the first page;
// with the pages' texts, which hold the account menu's and the bell's (the shell's texts are held to a budget).
const accountControls = () =>
  Promise.all([import('./account-controls'), loadPageTexts()]).then(([controls]) => controls);
const AccountControls = lazy(() => accountControls().then((m) => ({ default: m.AccountControls })));
const MobileAccount = lazy(() => accountControls().then((m) => ({ default: m.MobileAccount })));

export function Navbar() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const menu = useDisclosure();
  const menuId = useId();

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3 sm:gap-4">
        <BrandWordmark />
        <nav aria-label={t('nav.label')} className="hidden md:block">
          <NavLinks />
        </nav>
        {/* As tall as the account avatar (h-10) before it arrives, so a sign-in does not move the page down. */}
        <div className="flex min-h-10 items-center gap-0 sm:gap-1">
          <CartLink />
          <LanguageSwitch />
          <ThemeToggle />
          {user && (
            // Holds the place of the avatar (size-9 plus the button's padding) and, from sm up, the gap and the
            // bell (size-5 plus padding), so nothing shifts when they arrive.
            <Suspense fallback={<span aria-hidden="true" className="block h-10 w-10 sm:w-20" />}>
              <AccountControls user={user} />
            </Suspense>
          )}
          <MenuButton
            open={menu.open}
            controls={menuId}
            label={t('nav.menu')}
            onToggle={menu.toggle}
            className="md:hidden"
          />
        </div>
      </div>
      <nav
        id={menuId}
        aria-label={t('nav.phoneLabel')}
        hidden={!menu.open}
        className="border-t border-slate-200 px-4 py-3 md:hidden dark:border-slate-800"
      >
        <NavLinks vertical onNavigate={menu.close} />
        {user && (
          <Suspense fallback={null}>
            <MobileAccount user={user} onNavigate={menu.close} />
          </Suspense>
        )}
      </nav>
    </header>
  );
}
