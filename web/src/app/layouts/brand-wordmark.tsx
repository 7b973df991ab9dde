import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { brand } from '@/lib/brand';
import { paths } from '@/lib/paths';
import { splitBrand } from '@/lib/split-brand';

const [first, second] = splitBrand(brand);

/** The brand as a two-tone word ("Bulk" + "Bazar"), linking home. */
export function BrandWordmark() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home}
      aria-label={t('nav.brandHome', { brand })}
      className="text-xl font-extrabold tracking-tight sm:text-2xl"
    >
      <span className="text-emerald-800 dark:text-emerald-400">{first}</span>
      <span className="text-orange-600 dark:text-orange-400">{second}</span>
    </Link>
  );
}
