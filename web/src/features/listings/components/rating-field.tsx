import { useTranslation } from '@/lib/i18n';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Rating as five star buttons. They are radio buttons underneath: one choice of five, arrow keys move it, and
 * screen readers hear '4 stars, 4 of 5, selected'.
 */
export function RatingField({
  name,
  value,
  onChange,
  error,
  disabled,
}: {
  name: string;
  value: number;
  onChange: (rating: number) => void;
  error?: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="block text-sm font-medium">{t('listings.form.rating')}</legend>
      <div className="mt-1 flex items-center gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className="relative cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              disabled={disabled}
              // Invisible but as large as the star, so a click or tap anywhere on the star picks it.
              className="absolute inset-0 m-0 size-full cursor-pointer opacity-0"
            />
            <span className="sr-only">{t('listings.form.stars', { count: star })}</span>
            <svg
              viewBox="0 0 20 20"
              aria-hidden="true"
              className={`size-7 ${star <= value ? 'fill-amber-400' : 'fill-slate-300 dark:fill-slate-600'}`}
            >
              <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
            </svg>
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-600 dark:text-slate-400" aria-hidden="true">
          {t('product.ratingShort', { rating: value })}
        </span>
      </div>
      {error && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{error}</p>}
    </fieldset>
  );
}
