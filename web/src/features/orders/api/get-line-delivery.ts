import { cartSchema, type DeliveryCharges } from '@bulkbazar/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How long Buy now's quantity rests before its delivery is asked for: several clicks on + make one request. */
export const LINE_SETTLE_MS = 300;

/**
 * Buy now's line as a cart of one, priced by the server (POST /api/cart/preview, nothing stored): what its
 * delivery costs in each zone at this quantity — the weight band of quantity × unit weight, free at or above
 * the seller's threshold. The previous quantity's charges stand while the new ones load; null until the first
 * answer, or when it failed (the form then shows the goods alone, and the server charges the delivery anyway).
 */
export function useLineDelivery(
  productId: string,
  quantity: number,
  enabled: boolean,
): DeliveryCharges | null {
  const [settled, setSettled] = useState(quantity);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(quantity), LINE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [quantity]);
  const item = { productId, quantity: settled };
  const { data } = useQuery({
    queryKey: queryKeys.cart.line(item),
    queryFn: ({ signal }) =>
      apiFetch('/api/cart/preview', { method: 'POST', body: { items: [item] }, signal, schema: cartSchema }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return data?.groups[0]?.delivery ?? null;
}
