import {
  MAX_FEATURED,
  decodeCatalogCursor,
  encodeCatalogCursor,
  parseOptionFilter,
  takaToPoisha,
  type CatalogCursor,
  type CatalogPage,
  type ProductCard,
  PRICE_BANDS,
  type ProductFacets,
  type ProductFacetsQuery,
  type ProductListQuery,
  type ProductSort,
} from '@bulkbazar/contract';
import { AppError } from '../../kernel/app-error.js';
import { fetchLimit, splitPage } from '../../kernel/pagination.js';
import type { CatalogFilter, CatalogPosition, CatalogRepo, CatalogRow } from './catalog.repo.js';
import { offsetOf } from './catalog-where.repo.js';
import { toProduct, toProductCard } from './product-mapper.js';
import type { SearchTerms } from '../search/search-terms.service.js';
import { toPrefixTsquery } from './search-query.js';

/** Fewer matches than this on a search's first page, and the nearest known words are tried too. */
export const FEW_RESULTS = 5;

/** The cursor that points just past `row` in `sort` order. */
export function cursorAfter(sort: ProductSort, row: CatalogRow): CatalogCursor {
  switch (sort) {
    case 'newest':
      return { sort, createdUs: row.createdUs, id: row.id };
    case 'rating':
      return { sort, rating: row.rating, createdUs: row.createdUs, id: row.id };
    case 'name':
      return { sort, productName: row.productName, id: row.id };
    default:
      return { sort, pricePoisha: row.pricePoisha, id: row.id };
  }
}

/** What the catalog query needs from a validated GET /api/products query (also used by bench/scale.mjs). */
export function catalogRequest(query: ProductListQuery): {
  filter: CatalogFilter;
  position: CatalogPosition;
} {
  const filter = {
    category: query.category,
    minPoisha: query.minPrice === undefined ? undefined : takaToPoisha(query.minPrice),
    maxPoisha: query.maxPrice === undefined ? undefined : takaToPoisha(query.maxPrice),
    brand: query.brand,
    sellerId: query.seller,
    options: query.option?.map(parseOptionFilter),
    tsquery: toPrefixTsquery(query.q),
  };
  if (query.cursor === undefined) return { filter, position: { offset: (query.page - 1) * query.limit } };
  // The query schema has checked the cursor already; this guards direct callers.
  const after = decodeCatalogCursor(query.cursor);
  if (after?.sort !== query.sort)
    throw new AppError('VALIDATION_FAILED', 'Invalid cursor', { cursor: 'is not a cursor for this sort' });
  return { filter, position: { after } };
}

/**
 * `concurrent`: the database runs statements side by side (PostgreSQL's pool; PGlite runs one at a time), so a
 * misspelt search's correction may start before it is known to be needed.
 */
export function createProductsService(repo: CatalogRepo, terms?: SearchTerms, { concurrent = false } = {}) {
  const page = (query: ProductListQuery, rows: CatalogRow[], didYouMean?: string): CatalogPage => {
    const { shown, hasMore } = splitPage(rows, query.limit);
    return {
      products: shown.map((row) => (query.view === 'card' ? toProductCard(toProduct(row)) : toProduct(row))),
      page: query.page,
      limit: query.limit,
      hasMore,
      // A relevance order is a score, not an indexed key: it pages by number only.
      nextCursor:
        hasMore && query.sort !== 'relevance'
          ? encodeCatalogCursor(cursorAfter(query.sort, shown.at(-1)!))
          : null,
      ...(didYouMean ? { didYouMean } : {}),
    };
  };

  return {
    /**
     * The public catalog: approved products only, by page number or after a cursor. A search is expanded
     * (search/query-expansion.ts: synonyms, Banglish, both digit scripts); when it finds fewer than FEW_RESULTS
     * on its first page, or nothing at all, the words the shop does not know are replaced by the nearest ones
     * it does (pg_trgm) and that search's products follow the exact ones ("Did you mean"). With no exact
     * match at all the corrected search pages as any search does; after a few exact ones its products fill
     * the one page (no next page: the two searches' orders cannot be merged under one cursor).
     */
    async listCatalog(query: ProductListQuery): Promise<CatalogPage> {
      const { filter, position } = catalogRequest(query);
      const expanded = terms && query.q ? await terms.expand(query.q) : undefined;
      if (expanded) Object.assign(filter, { tsquery: expanded.tsquery, unknownWords: expanded.unknownWords });
      const limit = fetchLimit(query.limit);
      const first = offsetOf(position) === 0 && !('after' in position);
      /** The search with the unknown words replaced by the nearest known ones, and what it found. */
      const correctedSearch =
        terms && expanded && query.q
          ? async (q: string) => {
              const corrected = await terms.correction(q, expanded);
              const fixed = corrected ? await terms.expand(corrected) : undefined;
              if (!corrected || !fixed) return undefined;
              const more = await repo.listApproved(
                { ...filter, tsquery: fixed.tsquery, unknownWords: fixed.unknownWords },
                query.sort,
                position,
                limit,
              );
              return { corrected, more };
            }
          : undefined;
      // Words nobody knows, expected to match almost nothing (a typo, most likely), will need their correction: with a pool of
      // connections it is looked for beside the exact search, not after it (its statements are the slow part of
      // a misspelt search). PGlite runs one statement at a time, so there it waits to be needed.
      const early =
        concurrent &&
        first &&
        correctedSearch &&
        filter.unknownWords?.length &&
        (await repo.expectedMatches(filter)) < FEW_RESULTS
          ? correctedSearch(query.q!)
          : undefined;
      // Not awaited when the exact search finds enough: its failure must not go unhandled.
      early?.catch(() => undefined);
      const rows = await repo.listApproved(filter, query.sort, position, limit);
      const few = rows.length === 0 || (first && rows.length < Math.min(FEW_RESULTS, limit));
      if (!correctedSearch || !few) return page(query, rows);
      const found = await (early ?? correctedSearch(query.q!));
      if (!found) return page(query, rows);
      const { corrected, more } = found;
      const seen = new Set(rows.map((r) => r.id));
      const added = more.filter((r) => !seen.has(r.id));
      // A correction that finds nothing new is not offered.
      if (!added.length) return page(query, rows);
      if (!rows.length) return page(query, more, corrected);
      const merged = [...rows, ...added].slice(0, query.limit);
      return { ...page(query, merged, corrected), hasMore: false, nextCursor: null };
    },

    /**
     * The counts beside a results page (GET /api/products/facets): the same words, expanded the same way,
     * and the same filters as the page's GET /api/products. Categories are the shop's slugs; sellers carry
     * their names; price bands are PRICE_BANDS with at least one product.
     */
    async facets(query: ProductFacetsQuery): Promise<ProductFacets> {
      const { filter } = catalogRequest({ ...query, page: 1, limit: 1, sort: 'newest', view: 'card' });
      if (terms && query.q) {
        const expanded = await terms.expand(query.q);
        if (expanded) filter.tsquery = expanded.tsquery;
      }
      const counts = await repo.facets(filter);
      return {
        total: counts.total,
        partial: counts.partial,
        categories: counts.categories.map((c) => ({
          slug: c.value as ProductFacets['categories'][number]['slug'],
          count: c.count,
        })),
        brands: counts.brands.map((b) => ({ brand: b.value, count: b.count })),
        priceBands: counts.bands.map((b) => ({ ...PRICE_BANDS[b.band]!, count: b.count })),
        sellers: counts.sellers,
        options: counts.options,
      };
    },

    /** A page of a seller's listings on sale, as cards (the seller page, GET /api/sellers/:id). */
    async sellerCards(sellerId: string, q: { page: number; limit: number }) {
      const rows = await repo.listOnSaleBySeller(sellerId, (q.page - 1) * q.limit, fetchLimit(q.limit));
      const { shown, hasMore } = splitPage(rows, q.limit);
      return { products: shown.map((row) => toProductCard(toProduct(row))), hasMore };
    },

    /** The home page rule: at most 7 products, one per category, in catalog order (newest first). */
    async featured(): Promise<ProductCard[]> {
      return (await repo.newestPerCategory(MAX_FEATURED)).map((row) => toProductCard(toProduct(row)));
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
