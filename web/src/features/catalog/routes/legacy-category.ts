import { findCategory } from '@bulkbazar/contract';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/lib/paths';

// SEED.md linked to /productcetagory and passed the products in navigation state. Old links and bookmarks
// keep working: with a category (slug or display name) they land on its page, otherwise on all products.
export function legacyCategoryLoader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const wanted = search.get('category') ?? search.get('slug');
  const category = wanted ? findCategory(wanted) : undefined;
  return redirect(category ? paths.category(category.slug) : paths.products);
}
