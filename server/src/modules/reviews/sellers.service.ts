import type { ProductCard, SellerPage, SellerPageQuery } from '@bulkbazar/contract';
import { notFound } from '../../kernel/app-error.js';
import type { ReviewsRepo } from './reviews.repo.js';

/** A page of a seller's listings on sale, as cards: the products module's, handed over by composition.ts. */
export type SellerCards = (
  sellerId: string,
  q: SellerPageQuery,
) => Promise<{ products: ProductCard[]; hasMore: boolean }>;

/**
 * The public seller page: name, rating over all their products' reviews, when they joined, and their approved
 * listings. A blocked seller's page is gone (404), as their listings are; so is a user who sells nothing.
 */
export function createSellersService(repo: ReviewsRepo, cards: SellerCards) {
  /** The seller and a page of their cards, or undefined when there is no public page for them. */
  async function find(sellerId: string, q: SellerPageQuery) {
    const seller = sellerId.length <= 100 ? await repo.seller(sellerId) : undefined;
    if (!seller || seller.banned) return undefined;
    const { products, hasMore } = await cards(seller.id, q);
    // A user who sells nothing and was never reviewed is no seller: no page (their name stays private).
    if (q.page === 1 && products.length === 0 && seller.reviewCount === 0) return undefined;
    return { seller, products, hasMore };
  }

  return {
    async page(sellerId: string, q: SellerPageQuery): Promise<SellerPage> {
      const found = await find(sellerId, q);
      if (!found) throw notFound('Seller');
      const { seller, products, hasMore } = found;
      return {
        seller: {
          _id: seller.id,
          name: seller.name,
          image: seller.image,
          rating: seller.rating,
          reviewCount: seller.reviewCount,
          memberSince: seller.createdAt.toISOString(),
          sellerVerified: seller.verified,
        },
        products,
        page: q.page,
        limit: q.limit,
        hasMore,
      };
    },

    /** The seller whose public page this is (the web shell's title and status), or undefined: 404. */
    async findPublic(sellerId: string): Promise<{ id: string; name: string } | undefined> {
      const found = await find(sellerId, { page: 1, limit: 1 });
      return found && { id: found.seller.id, name: found.seller.name };
    },
  };
}

export type SellersService = ReturnType<typeof createSellersService>;
