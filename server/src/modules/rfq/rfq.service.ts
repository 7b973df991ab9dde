import {
  formatCount,
  RFQ_OPEN_DAYS,
  takaToPoisha,
  type RfqDetail,
  type RfqInputParsed,
  type RfqListQuery,
} from '@bulkbazar/contract';
import { AppError, notFound } from '../../kernel/app-error.js';
import { isUuid } from '../../kernel/ids.js';
import { fetchLimit, pageOffset, toPage } from '../../kernel/pagination.js';
import type { Viewer } from '../../kernel/viewer.js';
import { loadRfq, rfqNotFound } from './rfq-access.js';
import { dayWithin } from './rfq-dates.js';
import { toQuote, toRfq } from './rfq-mapper.js';
import type { RfqRepo } from './rfq.repo.js';

/** How far ahead a buyer may say they need the goods. */
const MAX_NEEDED_BY_DAYS = 366;

/** Requests: asked by buyers, listed for the sellers who may answer them, hidden by admins. */
export function createRfqService(repo: RfqRepo, now: () => Date) {
  const page = async (rows: Promise<Parameters<typeof toRfq>[0][]>, q: RfqListQuery) => {
    const at = now();
    return toPage('rfqs', await rows, q, (row) => toRfq(row, at));
  };

  return {
    async create(viewer: Viewer, input: RfqInputParsed) {
      const at = now();
      if (input.neededBy) dayWithin(input.neededBy, at, MAX_NEEDED_BY_DAYS, 'neededBy');
      let about: {
        productId: string | null;
        productSellerId: string | null;
        category: string;
        title: string;
      };
      if (input.productId) {
        const product = isUuid(input.productId) ? await repo.product(input.productId) : undefined;
        if (!product || product.status !== 'approved' || product.sellerBlocked) throw notFound('Product');
        if (product.sellerId === viewer.id) {
          const message = 'This is your own product: you cannot ask yourself for a quote';
          throw new AppError('OWN_PRODUCT', message, { productId: message });
        }
        // A quote stays within the stock: a request above it could never be quoted, so say so now.
        if (input.quantity > product.stock) {
          const message = `Only ${formatCount(product.stock)} units in stock: ask for at most ${formatCount(product.stock)}`;
          throw new AppError('OUT_OF_STOCK', message, { quantity: message });
        }
        about = {
          productId: product.id,
          productSellerId: product.sellerId,
          category: product.category,
          title: product.productName,
        };
      } else {
        about = { productId: null, productSellerId: null, category: input.category!, title: input.title! };
      }
      const id = await repo.insert({
        buyerId: viewer.id,
        ...about,
        quantity: input.quantity,
        targetPricePoisha: input.targetPrice == null ? null : takaToPoisha(input.targetPrice),
        neededBy: input.neededBy ?? null,
        note: input.note,
        createdAt: at,
        closesAt: new Date(at.getTime() + RFQ_OPEN_DAYS * 86_400_000),
      });
      return { acknowledged: true as const, rfq: toRfq((await repo.find(id))!, at) };
    },

    mine: (viewer: Viewer, q: RfqListQuery) =>
      page(repo.listForBuyer(viewer.id, pageOffset(q), fetchLimit(q.limit)), q),

    forSeller: (viewer: Viewer, q: RfqListQuery) =>
      page(repo.listForSeller(viewer.id, pageOffset(q), fetchLimit(q.limit)), q),

    all: (q: RfqListQuery) => page(repo.listAll(pageOffset(q), fetchLimit(q.limit)), q),

    /** The request with the quotes the viewer may see: all for its buyer (and admins), a seller's own. */
    async detail(viewer: Viewer, id: string): Promise<RfqDetail> {
      const { row, role } = await loadRfq(repo, viewer, id);
      const at = now();
      const own = role === 'seller' ? viewer.id : undefined;
      const who = { id: viewer.id, admin: role === 'admin' };
      const [quotes, threads, rates] = await Promise.all([
        repo.quotesOf(row.id, own),
        repo.threads(row.id, who, own),
        repo.deliveryRates(),
      ]);
      return {
        rfq: toRfq(row, at),
        viewerRole: role,
        quotes: quotes.map((q) => toQuote(q, at, rates)),
        // A seller always has their thread, even before anyone wrote in it.
        threads:
          role === 'seller' && threads.length === 0
            ? [{ sellerId: viewer.id, sellerName: viewer.name, sellerVerified: false, messageCount: 0 }]
            : threads,
      };
    },

    async hide(actor: Viewer, id: string, reason: string) {
      if (!(isUuid(id) && (await repo.hide(id, reason, actor)))) throw rfqNotFound();
      return { acknowledged: true as const };
    },
  };
}

export type RfqService = ReturnType<typeof createRfqService>;
