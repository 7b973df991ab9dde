import {
  hasVariants,
  maxValidQuantity,
  productRules,
  quoteLine,
  snapQuantity,
  type Product,
} from '@bulkbazar/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LineQuote } from '@/components/quantity/line-quote';
import { PriceLadder } from '@/components/quantity/price-ladder';
import { QuantityStepper } from '@/components/quantity/quantity-stepper';
import { Button } from '@/components/ui/button';
import { loginPath } from '@/lib/auth/return-to';
import { useAuth } from '@/lib/auth/use-auth';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { AddToCartButton } from './add-to-cart-button';
import { VariantGrid } from './variant-grid';

/**
 * The wholesale buy box: the volume prices with the buyer's row marked, a quantity in whole packs starting at
 * the MOQ, what that quantity costs, and two ways on. "Add to cart" keeps shopping; "Buy now" opens the
 * Checkout modal (a route over this page, so Back closes it) for this one line, its quantity in the URL. A
 * signed-out visitor is asked to sign in first and comes back to that Checkout (its address travels as the
 * login page's ?next, through registering or Google too).
 */
export function BuyBox({ product }: { product: Product }) {
  // A product sold by size and colour is ordered in its grid (one line per variant, the mix priced as one).
  if (hasVariants(product)) return <VariantBuyBox product={product} />;
  return <SingleBuyBox product={product} />;
}

function VariantBuyBox({ product }: { product: Product }) {
  return (
    <div className="flex flex-col gap-4">
      <PriceLadder rules={productRules(product)} />
      <VariantGrid product={product} />
    </div>
  );
}

function SingleBuyBox({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const rules = productRules(product);
  const soldOut = maxValidQuantity(rules) === 0;
  const orderable = product.status === 'approved' && !soldOut;
  const [quantity, setQuantity] = useState(() => snapQuantity(rules, rules.minQuantity) ?? rules.minQuantity);
  // The product may change under the buyer (a refetch after a sale): the quote then says what is wrong.
  const valid = quoteLine(rules, quantity).ok;
  // The server's page shows the buttons and the quantity before the browser has hydrated it, when a tap would
  // do nothing (or a typed quantity be lost): they are enabled once they work (a few hundred milliseconds on a
  // slow phone).
  const hydrated = useHydrated();
  const ready = hydrated && orderable && valid;
  const checkout = `${paths.checkout(product._id)}?${new URLSearchParams({ quantity: String(quantity) })}`;

  function buyNow() {
    if (!user) {
      void navigate(loginPath(checkout));
      return;
    }
    // The modal steps back on close when it knows it was opened from here.
    void navigate(checkout, { state: { openedFromProduct: true }, preventScrollReset: true });
  }

  return (
    <div className="flex flex-col gap-4">
      <PriceLadder rules={rules} quantity={orderable ? quantity : undefined} />
      {orderable && (
        <div className="flex max-w-sm flex-col gap-3">
          <QuantityStepper rules={rules} value={quantity} onChange={setQuantity} disabled={!hydrated} />
          <LineQuote rules={rules} quantity={quantity} />
        </div>
      )}
      <div className="flex flex-wrap items-start gap-3">
        <AddToCartButton product={product} quantity={quantity} disabled={!ready} />
        <Button size="lg" variant="secondary" onClick={buyNow} disabled={!ready} className="min-w-40">
          {t('wholesale.buy.buyNow')}
        </Button>
      </div>
      {!orderable && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {soldOut ? t('buy.soldOut') : t('buy.notForSale')}
        </p>
      )}
      {/* The server's page is the same for everyone, so it has the signed-out line; a signed-in buyer's link
          takes the same one line once the session is known, and nothing below it moves. */}
      {orderable && !user && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('buy.signInFirst')}</p>
      )}
      {orderable && user && (
        <Link
          to={`${paths.purchase(product._id)}?${new URLSearchParams({ quantity: String(quantity) })}`}
          className="self-start text-sm text-emerald-700 underline dark:text-emerald-400"
        >
          {t('buy.fullPage')}
        </Link>
      )}
    </div>
  );
}
