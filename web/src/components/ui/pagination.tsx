import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { buttonClasses } from './button';

type Props = { page: number; hasMore: boolean; hrefFor: (page: number) => string };

// Prev/Next only: the API answers `hasMore` rather than a total, which keeps its queries cheap.
export function Pagination({ page, hasMore, hrefFor }: Props) {
  const { t } = useTranslation();
  if (page <= 1 && !hasMore) return null;
  const disabled = buttonClasses({ variant: 'secondary', className: 'pointer-events-none opacity-50' });
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={buttonClasses({ variant: 'secondary' })}>
          {t('pagination.previous')}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {t('pagination.previous')}
        </span>
      )}
      <span className="text-sm text-slate-600 dark:text-slate-400" aria-current="page">
        {t('pagination.page', { page })}
      </span>
      {hasMore ? (
        <Link to={hrefFor(page + 1)} rel="next" className={buttonClasses({ variant: 'secondary' })}>
          {t('pagination.next')}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {t('pagination.next')}
        </span>
      )}
    </nav>
  );
}
