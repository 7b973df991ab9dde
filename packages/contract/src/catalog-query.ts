import { z } from 'zod';
import { CATEGORY_SLUGS } from './category-slugs.js';
import { optionFiltersSchema } from './product-facets.js';

// The catalog's query: sorts, paging and cursors of GET /api/products. Its own module so that the catalog page,
// which parses its URL with it, loads it without the contract's other schemas (web/vite.config.ts).

export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'rating', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * The orders GET /api/products accepts: the sorts above, which page by cursor too, and `relevance`, best match
 * first (docs/decisions/0034-search-ranking.md), the default when there are search words. A relevance page is
 * reached by page number only (nextCursor is null): its order is a score, not an indexed key.
 */
export const CATALOG_SORTS = [...PRODUCT_SORTS, 'relevance'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/** The order a catalog query gets when it names none: relevance with search words (and no cursor), else newest. */
export const defaultCatalogSort = (q: string | undefined, cursor?: string): CatalogSort =>
  q && cursor === undefined ? 'relevance' : 'newest';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 12;

const price = z.coerce.number().finite().min(0).max(100_000_000);

/**
 * Where a catalog page ends, for keyset paging: the last product's sort key and id. Opaque to clients (they
 * pass back `nextCursor`); on the wire it is base64url of a JSON array `[sort, ...key, id]`, e.g.
 * `["price-asc", 125055, "<uuid>"]`. Dates are whole microseconds since 1970 (PostgreSQL's precision, which
 * a JS Date would round away).
 */
export type CatalogCursor =
  | { sort: 'newest'; createdUs: number; id: string }
  | { sort: 'price-asc' | 'price-desc'; pricePoisha: number; id: string }
  | { sort: 'rating'; rating: number; createdUs: number; id: string }
  | { sort: 'name'; productName: string; id: string };

export const MAX_CURSOR_LENGTH = 1024;

const cursorId = z.guid();
const micros = z.int(); // safe integers only: ±2^53 µs is 1685–2255
const cursorTuple = z.union([
  z.tuple([z.literal('newest'), micros, cursorId]),
  z.tuple([z.enum(['price-asc', 'price-desc']), z.int().min(0), cursorId]),
  z.tuple([
    z.literal('rating'),
    z
      .number()
      .min(0)
      .max(5)
      .refine((r) => Math.abs(Math.round(r * 10) - r * 10) < 1e-9),
    micros,
    cursorId,
  ]),
  z.tuple([
    z.literal('name'),
    z
      .string()
      .max(500)
      .refine((s) => !s.includes('\u0000')),
    cursorId,
  ]),
]);

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(token: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  try {
    const binary = atob(
      token
        .replaceAll('-', '+')
        .replaceAll('_', '/')
        .padEnd(Math.ceil(token.length / 4) * 4, '='),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

export function encodeCatalogCursor(cursor: CatalogCursor): string {
  const key =
    cursor.sort === 'newest'
      ? [cursor.createdUs]
      : cursor.sort === 'rating'
        ? [cursor.rating, cursor.createdUs]
        : cursor.sort === 'name'
          ? [cursor.productName]
          : [cursor.pricePoisha];
  return toBase64Url(JSON.stringify([cursor.sort, ...key, cursor.id]));
}

/** The cursor a token stands for, or undefined for anything malformed (never throws). */
export function decodeCatalogCursor(token: string): CatalogCursor | undefined {
  if (token.length > MAX_CURSOR_LENGTH) return undefined;
  const text = fromBase64Url(token);
  if (text === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = cursorTuple.safeParse(json);
  if (!parsed.success) return undefined;
  const t = parsed.data;
  switch (t[0]) {
    case 'newest':
      return { sort: t[0], createdUs: t[1], id: t[2] };
    case 'rating':
      return { sort: t[0], rating: t[1], createdUs: t[2], id: t[3] };
    case 'name':
      return { sort: t[0], productName: t[1], id: t[2] };
    default:
      return { sort: t[0], pricePoisha: t[1], id: t[2] };
  }
}

/**
 * Query of GET /api/products. Unknown keys are ignored; bad values name their field. `page` (offset paging)
 * keeps working; `cursor` (the previous answer's `nextCursor`) pages by key instead, which costs the same at
 * any depth. A cursor belongs to the sort it was made for.
 */
export const productListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    q: z.string().trim().max(100).optional(),
    category: z.enum(CATEGORY_SLUGS).optional(),
    minPrice: price.optional(),
    maxPrice: price.optional(),
    // The facets' links (GET /api/products/facets): one brand, one seller (their user id).
    brand: z.string().trim().min(1).max(100).optional(),
    seller: z.string().trim().min(1).max(100).optional(),
    // The option facets' links (issue 30): "Size:M", repeated for several options.
    option: optionFiltersSchema.optional(),
    // `price_asc` and `price-asc` both work: links in the wild use either.
    sort: z
      .preprocess((v) => (typeof v === 'string' ? v.replace('_', '-') : v), z.enum(CATALOG_SORTS))
      .optional(),
    // SEED.md's clients get whole products (its fields); the storefront asks for cards, a third of the bytes.
    view: z.enum(['full', 'card']).default('full'),
    cursor: z
      .string()
      .max(MAX_CURSOR_LENGTH)
      .refine((c) => decodeCatalogCursor(c) !== undefined, 'is not a cursor this API gave out')
      .optional(),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    path: ['maxPrice'],
    message: 'maxPrice must be at least minPrice',
  })
  .refine(
    (v) => v.cursor === undefined || (decodeCatalogCursor(v.cursor)?.sort ?? v.sort) === (v.sort ?? 'newest'),
    { path: ['cursor'], message: 'this cursor was made for another sort' },
  )
  .refine((v) => v.cursor === undefined || v.page === 1, {
    path: ['cursor'],
    message: 'use either page or cursor, not both',
  })
  .transform((v) => ({ ...v, sort: v.sort ?? defaultCatalogSort(v.q, v.cursor) }));

export type ProductListQuery = z.infer<typeof productListQuerySchema>;
