import { type Product } from '@bulkbazar/contract';
import { formatCount } from '@/lib/format';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useAddToCart } from '@/lib/cart/use-add-to-cart';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';

type Outcome = { added: number } | { error: string } | null;

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
  const { add, pending } = useAddToCart();
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function addToCart() {
    setOutcome(null);
    try {
      await add(product, quantity);
      setOutcome({ added: quantity });
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
      </div>
      {outcome && 'error' in outcome && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {outcome.error}
        </p>
      )}
    </div>
  );
}
