import type { Product } from '@bulkbazar/contract';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { ProductStatusBadge } from '@/components/product/product-status-badge';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '@/lib/paths';

/**
 * What the listing's seller (or an admin) sees above the facts: the review status of a listing the public
 * cannot see yet, with the reason it was rejected, and a way to edit it.
 */
export function OwnerNotice({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { user, isAdmin } = useAuth();
  const insider = Boolean(user) && (isAdmin || user?.email === product.author);
  if (!insider) return null;
  const hidden = product.status !== 'approved';
  return (
    <div
      className={`flex flex-col items-start gap-2 rounded-xl border p-4 text-sm ${
        hidden
          ? 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40'
          : 'border-slate-200 dark:border-slate-800'
      }`}
    >
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t('buy.listingStatus')}</span>
        <ProductStatusBadge status={product.status} />
      </p>
      {product.rejectionReason && (
        <p className="text-red-800 dark:text-red-300">
          {t('productStatus.reason', { reason: product.rejectionReason })}
        </p>
      )}
      {hidden && <p className="text-slate-700 dark:text-slate-300">{t('buy.hiddenNotice')}</p>}
      <Link
        to={paths.updateProduct(product._id)}
        className="font-semibold text-emerald-700 underline dark:text-emerald-400"
      >
        {t('buy.editListing')}
      </Link>
    </div>
  );
}
