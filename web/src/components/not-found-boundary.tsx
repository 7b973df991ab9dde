import type { ComponentType } from 'react';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { RouteErrorView } from './route-error-view';
import { ButtonLink } from './ui/button';

type NotFoundCopy = {
  title: string;
  text: string;
  /** Where the link leads back to, and its text. */ to: string;
  back: string;
};

/**
 * The ErrorBoundary of a page about one thing (a product, an order, a category): a 404 shows the page's own
 * 'not found' copy with a link back to where such things are listed; any other failure shows as RouteErrorView
 * shows it, with a retry. The copy is a function of `t`, so it is read in the catalog's current language.
 */
export function notFoundBoundary(copy: (t: TFunction) => NotFoundCopy): ComponentType {
  return function ErrorBoundary() {
    const { t } = useTranslation();
    const { title, text, to, back } = copy(t);
    return <RouteErrorView notFound={{ title, text, action: <ButtonLink to={to}>{back}</ButtonLink> }} />;
  };
}
