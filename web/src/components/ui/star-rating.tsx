import { useTranslation } from '@/lib/i18n';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars filled up to the rating, then '(4/5)'; screen readers hear 'Rated 4 out of 5' once. */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center gap-1"
      role="img"
      aria-label={t('product.ratingLabel', { rating })}
    >
      <span className="flex" aria-hidden="true">
        {STARS.map((star) => (
          <svg
            key={star}
            viewBox="0 0 20 20"
            className={`size-4 ${star <= rating ? 'fill-amber-400' : 'fill-slate-300 dark:fill-slate-600'}`}
            data-filled={star <= rating}
          >
            <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
          </svg>
        ))}
      </span>
      <span aria-hidden="true" className="text-xs text-slate-600 dark:text-slate-400">
        {t('product.ratingShort', { rating })}
      </span>
    </span>
  );
}
