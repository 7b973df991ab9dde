import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/lib/paths';

/** SEED.md's /regester keeps working: it moves to /register, keeping any query string. */
export function legacyRegisterLoader({ request }: LoaderFunctionArgs) {
  return redirect(paths.register + new URL(request.url).search);
}
