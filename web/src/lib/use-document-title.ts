import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { brand } from './brand';

/** Every page names itself: '{title} | {brand}'. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('meta.title', { title, brand });
  }, [t, title]);
}
