import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button';
import { brand } from '@/lib/brand';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

const SECTIONS = [
  ['about.buyingTitle', 'about.buying'],
  ['about.sellingTitle', 'about.selling'],
  ['about.paymentTitle', 'about.payment'],
  ['about.deliveryTitle', 'about.delivery'],
] as const;

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('about.title'));
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('about.heading', { brand })}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t('about.lead', { brand })}</p>
      <div className="mt-10 grid gap-6 sm:grid-cols-2">
        {SECTIONS.map(([title, text]) => (
          <section
            key={title}
            className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <h2 className="text-xl font-semibold">{t(title, { brand })}</h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t(text)}</p>
          </section>
        ))}
      </div>
      <ButtonLink to={paths.products} size="lg" className="mt-10">
        {t('about.cta')}
      </ButtonLink>
    </article>
  );
}
