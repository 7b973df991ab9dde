import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { withNext } from '@/lib/auth/return-to';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { GoogleButton } from './google-button';

// What differs between the two pages of the pair. Each links to the other one, keeping where the visitor was
// going, so switching from login to sign-up (or back) still ends on that page.
const pages = {
  login: {
    title: 'auth.loginTitle',
    intro: 'auth.loginIntro',
    other: { to: paths.register, question: 'auth.noAccount', action: 'auth.registerLink' },
  },
  register: {
    title: 'auth.registerHeading',
    intro: 'auth.registerIntro',
    other: { to: paths.login, question: 'auth.haveAccount', action: 'auth.loginLink' },
  },
} as const;

/**
 * The frame of the login and registration pages: one centred card (full width on a phone) holding the page's
 * form and 'Continue with Google', with the link to the other page beneath.
 */
export function AuthCard({
  page,
  returnTo,
  children,
}: {
  page: keyof typeof pages;
  /** Where the visitor goes once signed in. */
  returnTo: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { title, intro, other } = pages[page];
  return (
    <section className="mx-auto w-full max-w-md">
      <div className="rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-sm sm:px-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-center text-3xl font-bold">{t(title)}</h1>
        <p className="mt-2 text-center text-slate-600 dark:text-slate-400">{t(intro)}</p>
        <div className="mt-8">
          {children}
          <GoogleButton returnTo={returnTo} />
        </div>
      </div>
      <p className="mt-6 text-center text-sm">
        <Link
          to={withNext(other.to, returnTo)}
          className="text-slate-700 hover:underline dark:text-slate-300"
        >
          {t(other.question)}{' '}
          <span className="font-semibold text-emerald-700 dark:text-emerald-400">{t(other.action)}</span>
        </Link>
      </p>
    </section>
  );
}
