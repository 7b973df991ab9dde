import type { Cart } from '@bulkbazar/contract';
import { keepPreviousData, useQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { RouteErrorView } from '@/components/route-error-view';
import { PageSpinner } from '@/components/ui/spinner';
import { meQueryOptions } from '@/lib/auth/api/get-me';
import { useAuth } from '@/lib/auth/use-auth';
import { cartQueryOptions, previewCartQueryOptions } from '@/lib/cart/cart-api';
import { readLocalCart } from '@/lib/cart/local-cart';
import { useLocalCart } from '@/lib/cart/use-local-cart';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { localCartActions, useServerCartActions } from '../api/cart-actions';
import { CartView } from '../components/cart-view';

const EMPTY_CART: Cart = { groups: [], total: 0, lineCount: 0, ready: false, notes: [] };

/** A signed-in buyer's cart is the server's (reading it merges a guest cart first); a guest's is priced. */
export function createLoader(queryClient: QueryClient) {
  return async () => {
    const user = await queryClient.ensureQueryData(meQueryOptions());
    if (user) return queryClient.ensureQueryData(cartQueryOptions());
    const items = readLocalCart();
    return items.length > 0 ? queryClient.ensureQueryData(previewCartQueryOptions(items)) : EMPTY_CART;
  };
}

/** /cart: what the buyer is about to order, per seller, for guests and signed-in buyers alike. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('cart.title'));
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner />;
  return user ? <ServerCart /> : <GuestCart />;
}

function ServerCart() {
  const { data } = useSuspenseQuery(cartQueryOptions());
  const actions = useServerCartActions();
  return <CartView cart={data} actions={actions} guest={false} />;
}

function GuestCart() {
  const items = useLocalCart();
  // The previous prices stay on screen while a changed cart is priced again.
  const preview = useQuery({
    ...previewCartQueryOptions(items),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
  });
  if (items.length === 0)
    return <CartView cart={EMPTY_CART} actions={{ ...localCartActions, saving: false }} guest />;
  if (preview.isError && !preview.data) throw preview.error;
  if (!preview.data) return <PageSpinner />;
  return (
    <CartView
      cart={preview.data}
      actions={{ ...localCartActions, saving: preview.isPlaceholderData }}
      guest
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
