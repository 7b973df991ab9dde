import { useTranslation } from '@/lib/i18n';
import { useNavigation } from 'react-router';

/** A bar across the top while the next page's code or data loads (loaders run before the page changes). */
export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50 h-1">
      {busy && (
        <>
          <div className="h-full w-full animate-pulse bg-orange-500" />
          <span className="sr-only">{t('states.loading')}</span>
        </>
      )}
    </div>
  );
}
