import { CATEGORIES } from '@bulkbazar/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { brand } from '@/lib/brand';
import { paths } from '@/lib/paths';
import { siteContact } from '@/lib/site-contact';
import { BrandWordmark } from './brand-wordmark';
import { categoryLabel } from '@/lib/format-shell';

const linkClass =
  'text-slate-600 hover:text-emerald-700 hover:underline dark:text-slate-400 dark:hover:text-emerald-400';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide uppercase">{title}</h2>
      <ul className="flex flex-col gap-2 text-sm">{children}</ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="below-fold mt-16 border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <BrandWordmark />
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('footer.tagline')}</p>
        </div>
        <FooterColumn title={t('footer.shop')}>
          <li>
            <Link to={paths.home} className={linkClass}>
              {t('nav.home')}
            </Link>
          </li>
          <li>
            <Link to={paths.products} className={linkClass}>
              {t('nav.products')}
            </Link>
          </li>
          <li>
            <Link to={paths.about} className={linkClass}>
              {t('nav.about')}
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title={t('footer.categories')}>
          {CATEGORIES.map((c) => (
            <li key={c.slug}>
              <Link to={paths.category(c.slug)} className={linkClass}>
                {categoryLabel(c.slug)}
              </Link>
            </li>
          ))}
        </FooterColumn>
        {/* The heading stays outside <address>, which may hold no headings (HTML's content model). */}
        <div className="text-sm">
          <h2 className="mb-3 text-sm font-semibold tracking-wide uppercase">{t('footer.contact')}</h2>
          <address className="not-italic">
            <p>
              {t('footer.email')}:{' '}
              <a href={`mailto:${siteContact.email}`} className={linkClass}>
                {siteContact.email}
              </a>
            </p>
            <p className="mt-1">
              {t('footer.phone')}:{' '}
              <a href={`tel:${siteContact.phone.replace(/[\s-]/g, '')}`} className={linkClass}>
                {siteContact.phone}
              </a>
            </p>
            <p className="mt-1 text-slate-600 dark:text-slate-400">{t('footer.hours')}</p>
          </address>
        </div>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        {t('footer.rights', { year: new Date().getFullYear(), brand })}
      </p>
    </footer>
  );
}
