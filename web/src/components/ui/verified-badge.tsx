import { useTranslation } from '@/lib/i18n';

/** "Verified business" (issue 31 item 5): shown where the server says the seller is verified. */
export function VerifiedBadge({ verified }: { verified: boolean | undefined }) {
  const { t } = useTranslation();
  if (!verified) return null;
  return (
    <span
      title={t('verification.badgeHint')}
      className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-900/60 dark:text-sky-100"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor">
        <path d="M10 1.5l2.3 1.7 2.8-.2.9 2.7 2.3 1.6-.9 2.7.9 2.7-2.3 1.6-.9 2.7-2.8-.2L10 18.5l-2.3-1.7-2.8.2-.9-2.7-2.3-1.6.9-2.7-.9-2.7 2.3-1.6.9-2.7 2.8.2z" />
        <path d="M8.6 12.6L6.2 10.2l1-1 1.4 1.4 4.2-4.2 1 1z" fill="white" />
      </svg>
      {t('verification.badge')}
    </span>
  );
}
