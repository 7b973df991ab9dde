import { formatCount, formatDigits } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A rating as buyers gave it: five stars filled to the nearest whole star, then '4.3 (27)' in the page's
 * digits ('৪.৩ (২৭)'); screen readers hear 'Rated 4.3 out of 5 from 27 reviews' once. With no reviews, the
 * stars stay empty and say so.
 */
export function StarRating({ rating, count }: { rating: number; count: number }) {
  const { t } = useTranslation();
  const shown = formatDigits(rating.toFixed(1));
  const label = count > 0 ? t('reviews.label', { rating: shown, count }) : t('reviews.none');
  return (
    <span className="inline-flex items-center gap-1" role="img" aria-label={label}>
      <Stars filled={count > 0 ? Math.round(rating) : 0} />
      <span aria-hidden="true" className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
        {count > 0 ? t('reviews.summary', { rating: shown, count: formatCount(count) }) : t('reviews.none')}
      </span>
    </span>
  );
}

/** Five stars, the first `filled` of them gold (decoration: the caller says the rating in words). */
export function Stars({ filled, size = 'size-4' }: { filled: number; size?: string }) {
  return (
    <span className="flex" aria-hidden="true">
      {STARS.map((star) => (
        <svg
          key={star}
          viewBox="0 0 20 20"
          className={`${size} ${star <= filled ? 'fill-amber-400' : 'fill-slate-300 dark:fill-slate-600'}`}
          data-filled={star <= filled}
        >
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
        </svg>
      ))}
    </span>
  );
}
