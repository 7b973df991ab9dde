import { WEB_ROUTES, type Product } from '@bulkbazar/contract';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { useTranslation } from '@/lib/i18n';

/**
 * "Request a quote": asks the seller for a price on a larger or different quantity. It opens the request
 * dialog over this page (a route of the rfq feature); the listing's own seller does not see it.
 */
export function RequestQuoteLink({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (product.status !== 'approved' || user?.email === product.author) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <Link
        to={WEB_ROUTES.productRfq.replace(':id', encodeURIComponent(product._id))}
        state={{ openedFromProduct: true }}
        preventScrollReset
        className={buttonClasses({ variant: 'secondary' })}
      >
        {t('rfq.request')}
      </Link>
      <span className="text-slate-600 dark:text-slate-400">{t('rfq.requestHint')}</span>
    </div>
  );
}
