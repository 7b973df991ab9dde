import { maxValidQuantity, poishaToTaka, priceRange, productRules, type Product } from '@bulkbazar/contract';
import { formatCount, formatDhakaDateTime, formatTaka, categoryLabel } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { Money } from '@/components/ui/money';
import { StarRating } from '@/components/ui/star-rating';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { paths } from '@/lib/paths';
import { sellerPath } from '../seller-path';

export function ProductFacts({ product }: { product: Product }) {
  const { t } = useTranslation();
  const rules = productRules(product);
  // A ratio pack's minimum counts packs (the quantity engine's rule): say so, with the pieces it makes.
  const packSize =
    product.variantRule === 'ratio_pack'
      ? (product.variants ?? []).reduce((sum, v) => sum + (v.packUnits ?? 0), 0)
      : 0;
  // Not one valid quantity left, as the engine (and so the buy box and the server) sees it.
  const soldOut = maxValidQuantity(rules) === 0;
  const range = priceRange(rules);
  const rows: Fact[] = [
    [t('product.brand'), product.brand],
    [
      t('product.category'),
      <Link
        to={paths.category(product.categorySlug)}
        className="text-emerald-700 underline dark:text-emerald-400"
      >
        {categoryLabel(product.category)}
      </Link>,
    ],
    [
      t('product.seller'),
      <span className="inline-flex flex-wrap items-center gap-x-2">
        <Link to={sellerPath(product.sellerId)} className="text-emerald-700 underline dark:text-emerald-400">
          {product.authorName}
        </Link>
        <StarRating rating={product.sellerRating} count={product.sellerReviewCount} />
        <VerifiedBadge verified={product.sellerVerified} />
      </span>,
    ],
    [
      t(`product.dateLabel.${product.status}`),
      <time dateTime={product.publishDate}>{formatDhakaDateTime(product.publishDate)}</time>,
    ],
    [t('product.sku'), product.sku],
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <StarRating rating={product.rating} count={product.reviewCount} />
        {soldOut && <Badge tone="danger">{t('product.outOfStock')}</Badge>}
      </div>
      <p className="text-3xl font-bold text-emerald-800 dark:text-emerald-300">
        {range.minPoisha < range.maxPoisha ? (
          <span className="tabular-nums">
            {t('wholesale.card.priceRange', {
              min: formatTaka(poishaToTaka(range.minPoisha)),
              max: formatTaka(product.price),
            })}
          </span>
        ) : (
          <Money value={product.price} />
        )}{' '}
        <span className="text-base font-normal text-slate-600 dark:text-slate-400">
          {t('product.perUnit')}
        </span>
      </p>
      <ul className="flex flex-wrap gap-3">
        <li>
          <Badge>
            {packSize > 0
              ? t('product.minOrderPacks', {
                  packs: formatCount(product.minQuantity),
                  quantity: formatCount(product.minQuantity * packSize),
                })
              : t('product.minOrder', { quantity: formatCount(product.minQuantity) })}
          </Badge>
        </li>
        {product.orderIncrement > 1 && (
          <li>
            <Badge>{t('wholesale.quantity.packs', { quantity: formatCount(product.orderIncrement) })}</Badge>
          </li>
        )}
        {product.maxOrderQuantity !== null && (
          <li>
            <Badge>
              {t('wholesale.quantity.maxPerOrder', { quantity: formatCount(product.maxOrderQuantity) })}
            </Badge>
          </li>
        )}
        <li>
          <Badge tone={soldOut ? 'danger' : 'success'}>
            {t('product.inStock', { quantity: formatCount(product.maxQuantity) })}
          </Badge>
        </li>
      </ul>
      <FactList facts={rows} className="grid-cols-[auto_1fr] gap-y-2" />
    </div>
  );
}
