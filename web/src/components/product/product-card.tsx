import {
  maxValidQuantity,
  poishaToTaka,
  priceRange,
  productRules,
  type ProductCard as ProductCardData,
} from '@bulkbazar/contract';
import { formatCount, formatTaka, categoryLabel } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Money } from '@/components/ui/money';
import { StarRating } from '@/components/ui/star-rating';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { paths } from '@/lib/paths';

type Props = {
  product: ProductCardData;
  /** Cards in the first screenful load their image at once; the rest wait until scrolled near. */
  eager?: boolean;
  /** The first card's image is likely the page's largest paint: the browser fetches it before other images. */
  priority?: boolean;
  headingLevel?: 2 | 3;
};

// The image and 'See more' lead where the title does, for the pointer only: hidden from screen readers and
// out of the tab order, so a card is one link (its name) to assistive technology and one tab stop.
const pointerOnly = { 'aria-hidden': true, tabIndex: -1 } as const;

export function ProductCard({ product, eager = false, priority = false, headingLevel = 3 }: Props) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rules = productRules(product);
  // Not one valid quantity left, as the engine (and so the product page and the server) sees it.
  const soldOut = maxValidQuantity(rules) === 0;
  const range = priceRange(rules);
  const href = paths.product(product._id);
  return (
    <article className="below-fold flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <Link to={href} {...pointerOnly} className="block">
        <img
          src={product.image}
          alt={product.productName}
          width={800}
          height={600}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="aspect-[4/3] w-full bg-slate-100 object-cover transition-opacity hover:opacity-90 dark:bg-slate-800"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <Heading className="line-clamp-2 text-lg font-semibold">
            <Link
              to={href}
              className="rounded hover:text-emerald-700 hover:underline dark:hover:text-emerald-400"
            >
              {product.productName}
            </Link>
          </Heading>
          {soldOut && <Badge tone="danger">{t('product.outOfStock')}</Badge>}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-sm">
          <dt className="text-slate-500 dark:text-slate-400">{t('product.brand')}</dt>
          <dd>{product.brand}</dd>
          <dt className="text-slate-500 dark:text-slate-400">{t('product.category')}</dt>
          <dd>{categoryLabel(product.category)}</dd>
        </dl>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          <li>
            {/* A ratio pack's minimum counts packs (the card has no variants to count their pieces). */}
            {product.variantRule === 'ratio_pack'
              ? t('product.minOrderInPacks', { packs: formatCount(product.minQuantity) })
              : t('product.minOrder', { quantity: formatCount(product.minQuantity) })}
          </li>
          <li>{t('product.inStock', { quantity: formatCount(product.maxQuantity) })}</li>
          {product.orderIncrement > 1 && (
            <li>{t('wholesale.card.packs', { quantity: formatCount(product.orderIncrement) })}</li>
          )}
        </ul>
        {range.minPoisha < range.maxPoisha ? (
          // Volume prices: from the lowest a buyer can pay to the base price.
          <p className="text-xl font-bold text-emerald-800 dark:text-emerald-300">
            <span className="tabular-nums">
              {t('wholesale.card.priceRange', {
                min: formatTaka(poishaToTaka(range.minPoisha)),
                max: formatTaka(product.price),
              })}
            </span>{' '}
            <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
              {t('wholesale.card.perPiece')}
            </span>
          </p>
        ) : (
          <p className="text-xl font-bold text-emerald-800 dark:text-emerald-300">
            <Money value={product.price} />{' '}
            <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
              {t('product.perUnit')}
            </span>
          </p>
        )}
        <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{product.description}</p>
        {product.sellerVerified && (
          <p>
            <VerifiedBadge verified />
          </p>
        )}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <StarRating rating={product.rating} count={product.reviewCount} />
          <Link to={href} {...pointerOnly} className={buttonClasses({ size: 'sm' })}>
            {t('product.seeMore')}
          </Link>
        </div>
      </div>
    </article>
  );
}
