import { useTranslation } from '@/lib/i18n';

export function Spinner({ label, className = 'size-8' }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <svg
        className={`animate-spin text-emerald-700 dark:text-emerald-400 ${className}`}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label ?? t('states.loading')}</span>
    </span>
  );
}

/**
 * Centred spinner for a whole page or section while its data loads. While one shows in the site's <main>, the
 * footer is hidden (index.css): under a spinner it would sit high, then jump down when the page arrives.
 */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div data-page-loading="" className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={label} className="size-10" />
    </div>
  );
}
