// The brand is configured on the server (BRAND_NAME), which rewrites the <meta name="brand"> tag of index.html
// when it serves the app; reading it here avoids a request and a rebuild per brand.
import { serverPage } from './server-page';

export const DEFAULT_BRAND = 'BulkBazar';

export function readBrand(doc: Document | undefined = globalThis.document): string {
  const content = doc?.querySelector<HTMLMetaElement>('meta[name="brand"]')?.content.trim();
  return content || DEFAULT_BRAND;
}

// On the server (no document) the server names the brand when it loads its copy of the app.
export const brand = globalThis.document ? readBrand() : (serverPage?.brand ?? DEFAULT_BRAND);
