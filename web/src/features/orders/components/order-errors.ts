import { isApiError } from '@/lib/api-error';
import { showError } from '@/lib/dialogs';
import { i18n } from '@/lib/i18n';

/** The dialog titles PRODUCT.md gives the refusals a buyer can meet; the text is always the server's. */
const TITLES: Record<string, () => string> = {
  BELOW_MOQ: () => i18n.t('checkout.errors.belowMoq'),
  OUT_OF_STOCK: () => i18n.t('checkout.errors.outOfStock'),
  PRODUCT_UNAVAILABLE: () => i18n.t('checkout.errors.unavailable'),
  IDEMPOTENCY_KEY_REUSED: () => i18n.t('checkout.errors.alreadyPlaced'),
  OWN_PRODUCT: () => i18n.t('checkout.errors.ownProduct'),
};

export function showOrderError(error: unknown): void {
  const title = isApiError(error) ? TITLES[error.code]?.() : undefined;
  void showError((error as Error).message || i18n.t('checkout.errors.failed'), title);
}
