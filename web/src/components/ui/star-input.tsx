import { useTranslation } from '@/lib/i18n';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Stars to pick, 1 to 5 (a buyer's review). They are radio buttons underneath: one choice of five, arrow keys
 * move it, and screen readers hear '4 stars, 4 of 5, selected'.
 */
export function StarInput({
  name,
  legend,
  value,
  onChange,
  error,
  disabled,
}: {
  name: string;
  legend: string;
  /** 0 until one is picked. */
  value: number;
  onChange: (stars: number) => void;
  error?: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="block text-sm font-medium">{legend}</legend>
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
            <span className="sr-only">{t('reviews.stars', { count: star })}</span>
            <svg
              viewBox="0 0 20 20"
              aria-hidden="true"
              className={`size-7 ${star <= value ? 'fill-amber-400' : 'fill-slate-300 dark:fill-slate-600'}`}
            >
              <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
            </svg>
          </label>
        ))}
      </div>
      {error && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{error}</p>}
    </fieldset>
  );
}
