import { useTranslation } from '@/lib/i18n';
import { ErrorState } from '@/components/ui/error-state';

// Last resort when the layout itself fails: no navbar to rely on, so a plain reload link.
export function RootError() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <ErrorState
        headingLevel={1}
        title={t('states.errorTitle')}
        text={t('states.errorText')}
        action={
          <a href="/" className="font-semibold underline">
            {t('states.goHome')}
          </a>
        }
      />
    </main>
  );
}
