import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { productQueryOptions } from '@/lib/api/get-product';
import { siteContentQueryOptions } from '@/lib/api/get-site-content';
import { whenSignedIn } from '@/lib/auth/when-signed-in';
import { addressesQueryOptions } from '@/lib/api/get-addresses';
import { paymentOptionsQueryOptions } from '../api/get-payment-options';

/** The loader of both ways to check out, the modal over the product page and /purchase/:id. */
export function createCheckoutLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) =>
    whenSignedIn(queryClient, async () => {
      // The merchant numbers and the payment options decide which payment methods the form offers, the saved
      // addresses where it can ship; without them it offers Cash on Delivery and a typed address, so their
      // failure does not stop the checkout (prefetchQuery never throws).
      const [product] = await Promise.all([
        queryClient.ensureQueryData(productQueryOptions(params.id ?? '')),
        queryClient.prefetchQuery(siteContentQueryOptions),
        queryClient.prefetchQuery(addressesQueryOptions),
        queryClient.prefetchQuery(paymentOptionsQueryOptions),
      ]);
      return product;
    });
}
