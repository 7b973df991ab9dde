import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/lib/paths';

// SEED.md's /productdetails showed the product passed in navigation state, which an old link or bookmark does
// not carry: it lands on the catalog (keeping any query string) rather than on the not-found page.
export function legacyProductDetailsLoader({ request }: LoaderFunctionArgs) {
  return redirect(paths.products + new URL(request.url).search);
}
