import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export function Hero({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl bg-gradient-to-br from-emerald-800 to-emerald-700 px-6 py-14 text-white sm:px-12 sm:py-20 dark:from-emerald-950 dark:to-emerald-800">
      <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-emerald-50">{subtitle}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.shop} variant="accent" size="lg">
          {t('home.shopNow')}
        </ButtonLink>
        <ButtonLink to={paths.about} variant="inverse" size="lg">
          {t('home.learnMore')}
        </ButtonLink>
      </div>
    </section>
  );
}
