// What the service worker may keep, decided by address alone (kept apart from sw.ts so tests can run it).
// Only public GETs are ever cached: the storefront's pages, the catalog's API answers and product pictures,
// which the server answers the same for everyone of a language. Nothing under the dashboard or the account,
// and no other /api answer, is ever written to a cache, so nothing personal can be served to the next user.

/** The storefront's pages (the server's WEB_ROUTES that it renders, decision 23). */
const STOREFRONT_PAGE = /^\/(?:|products|shop|about|product\/[^/]+|category\/[^/]+|seller\/[^/]+)$/;

/** The catalog's public reads: the list (with its query), the featured list, one product, the categories. */
const CATALOG_API = /^\/api\/(?:products|products\/featured|product\/[^/]+|categories)$/;

export const isStorefrontPage = (path: string): boolean => STOREFRONT_PAGE.test(path);
export const isCatalogApi = (path: string): boolean => CATALOG_API.test(path);
export const isPicture = (path: string): boolean => path.startsWith('/uploads/');
/** Vite's fingerprinted files (fonts, chunks not precached): a name never holds other bytes. */
export const isBuiltAsset = (path: string): boolean => path.startsWith('/assets/');

/**
 * A short name for one build, from its precache list: runtime caches of pages and API answers carry it, so a
 * release starts them empty (an old page names chunks the new build no longer has, an old answer may miss a
 * field the new code reads).
 */
export function buildIdOf(entries: readonly { url: string; revision?: string | null }[]): string {
  let hash = 0x811c9dc5;
  for (const { url, revision } of entries) {
    for (const ch of `${url}#${revision ?? ''};`) {
      hash ^= ch.charCodeAt(0);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash.toString(16).padStart(8, '0');
}

export const cacheNames = (build: string) => ({
  pages: `bb-pages-${build}`,
  catalog: `bb-catalog-${build}`,
  pictures: 'bb-pictures',
  assets: 'bb-assets',
});

/** The caches this build keeps; any other cache of ours (an older build's) is deleted when it activates. */
export function isStale(name: string, build: string): boolean {
  const keep = Object.values(cacheNames(build));
  return name.startsWith('bb-') && !keep.includes(name);
}

/**
 * A product answer is cached only when it is public: a seller sees their own pending or rejected listing
 * through the same address, and that must not outlive their session on a shared phone.
 */
export function isPublicProductAnswer(path: string, body: unknown): boolean {
  if (!/^\/api\/product\//.test(path)) return true;
  return (body as { status?: unknown } | null)?.status === 'approved';
}
