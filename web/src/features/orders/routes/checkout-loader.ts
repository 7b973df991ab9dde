import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { productQueryOptions } from '@/lib/api/get-product';
import { siteContentQueryOptions } from '@/lib/api/get-site-content';
import { whenSignedIn } from '@/lib/auth/when-signed-in';
import { addressesQueryOptions } from '@/lib/api/get-addresses';
import { paymentOptionsQueryOptions } from '../api/get-payment-options';

/**
 * What the checkout form offers, read ahead: the merchant numbers and the payment options decide the payment
 * methods, the saved addresses where it can ship. Without them it offers Cash on Delivery and a typed
 * address, so their failure does not stop the checkout (prefetchQuery never throws).
 */
export const prefetchCheckoutChoices = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.prefetchQuery(siteContentQueryOptions),
    queryClient.prefetchQuery(addressesQueryOptions),
    queryClient.prefetchQuery(paymentOptionsQueryOptions),
  ]);

/** The loader of both ways to check out, the modal over the product page and /purchase/:id. */
export function createCheckoutLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) =>
    whenSignedIn(queryClient, async () => {
      const [product] = await Promise.all([
        queryClient.ensureQueryData(productQueryOptions(params.id ?? '')),
        prefetchCheckoutChoices(queryClient),
      ]);
      return product;
    });
}
