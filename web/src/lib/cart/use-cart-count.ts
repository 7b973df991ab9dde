import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/use-auth';
import { cartQueryOptions } from './cart-shell';
import { useLocalCart } from './use-local-cart';

/**
 * How many lines the cart has, for the navbar's badge: the server's cart when signed in (reading it also merges
 * a guest cart left in this browser), this browser's for a guest; null while not known yet.
 */
export function useCartCount(): number | null {
  const { user, loading } = useAuth();
  const local = useLocalCart();
  const server = useQuery({
    ...cartQueryOptions(),
    enabled: Boolean(user),
    select: (cart) => (typeof cart.lineCount === 'number' ? cart.lineCount : null),
  });
  if (loading) return null;
  if (!user) return local.length;
  return server.data ?? null;
}
