import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';

type Props = { words: string | undefined; hrefFor: (q: string) => string };

/**
 * "Did you mean …" above a search that found little (the server's didYouMean, products.service.ts): the words it
 * would search instead, as a link that runs that search. Nothing when the server offers no correction.
 */
export function DidYouMean({ words, hrefFor }: Props) {
  const { t } = useTranslation();
  if (!words) return null;
  return (
    <p className="mb-4 text-slate-700 dark:text-slate-300">
      {t('searchResults.didYouMeanBefore')}{' '}
      <Link to={hrefFor(words)} className="font-semibold text-emerald-700 underline dark:text-emerald-400">
        {words}
      </Link>
      {t('searchResults.didYouMeanAfter')}
    </p>
  );
}
