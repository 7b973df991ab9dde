import { type Product } from '@bulkbazar/contract';
import { formatCount } from '@/lib/format';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useAddToCart } from '@/lib/cart/use-add-to-cart';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** What the last click did; a refusal past the cap or the stock may offer the most the line may hold. */
type Outcome =
  { added: number } | { holds: number } | { kept: true } | { error: string; setTo?: number } | null;

/** The server's "Set to N" offer: the line already held some, and N (> 0) is the most it may hold now. */
const setToOf = (error: unknown): number | undefined => {
  if (!isApiError(error) || error.fields.inCart === undefined) return undefined;
  const allowed = Number(error.fields.allowed);
  return Number.isInteger(allowed) && allowed > 0 ? allowed : undefined;
};

/**
 * Adds the chosen quantity to the cart (the server's for a signed-in buyer, this browser's for a guest) and
 * says so next to the button, with the way to the cart; a refusal (the server re-checks the whole line, what
 * was in the cart before included) is shown in its place.
 */
export function AddToCartButton({
  product,
  quantity,
  disabled,
}: {
  product: Product;
  quantity: number;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { add, setLine, pending } = useAddToCart();
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function addToCart() {
    setOutcome(null);
    try {
      // Without a connection a signed-in buyer's units wait on this phone (decision 0032).
      setOutcome((await add(product, quantity)) === 'kept' ? { kept: true } : { added: quantity });
    } catch (error) {
      setOutcome({
        error: isApiError(error) ? error.message : t('wholesale.buy.addFailed'),
        setTo: setToOf(error),
      });
    }
  }

  async function setTo(quantity: number) {
    setOutcome(null);
    try {
      await setLine(product._id, quantity);
      setOutcome({ holds: quantity });
    } catch (error) {
      setOutcome({ error: isApiError(error) ? error.message : t('wholesale.buy.addFailed') });
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button size="lg" onClick={() => void addToCart()} disabled={disabled || pending} className="min-w-40">
        {pending ? t('wholesale.buy.adding') : t('wholesale.buy.addToCart')}
      </Button>
      <div role="status" className="text-sm empty:hidden">
        {outcome && 'added' in outcome && (
          <p className="text-emerald-800 dark:text-emerald-300">
            {t('wholesale.buy.added', { quantity: formatCount(outcome.added) })}{' '}
            <Link to={paths.cart} className="font-semibold underline">
              {t('wholesale.buy.viewCart')}
            </Link>
          </p>
        )}
        {outcome && 'kept' in outcome && (
          <p className="text-amber-800 dark:text-amber-300">{t('pwa.savedOffline')}</p>
        )}
        {outcome && 'holds' in outcome && (
          <p className="text-emerald-800 dark:text-emerald-300">
            {t('wholesale.buy.holds', { quantity: formatCount(outcome.holds) })}{' '}
            <Link to={paths.cart} className="font-semibold underline">
              {t('wholesale.buy.viewCart')}
            </Link>
          </p>
        )}
      </div>
      {outcome && 'error' in outcome && (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {outcome.error}
          </p>
          {outcome.setTo !== undefined && (
            <Button
              size="sm"
              variant="secondary"
              disabled={pending}
              onClick={() => void setTo(outcome.setTo!)}
            >
              {t('wholesale.buy.setTo', { quantity: formatCount(outcome.setTo) })}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
