import {
  formatTaka,
  lineTotalPoisha,
  MAX_QUOTE_VALID_DAYS,
  MAX_QUOTES_PER_RFQ,
  MAX_TOTAL_POISHA,
  poishaToTaka,
  takaToPoisha,
  type AcceptQuoteInputParsed,
  type CheckoutPayment,
  type Order,
  type QuoteInputParsed,
} from '@bulkbazar/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../kernel/app-error.js';
import { isUuid } from '../../kernel/ids.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { QuoteClaim } from '../orders/place-quoted.js';
import { hiddenRefusal, loadRfq, rfqNotFound } from './rfq-access.js';
import { dayWithin } from './rfq-dates.js';
import { rfqStatus, toQuote } from './rfq-mapper.js';
import type { RfqRepo, RfqTx } from './rfq.repo.js';

/** The orders module's placing of a quoted order (composition.ts hands in orders.placeQuoted). */
export type PlaceQuotedOrder = (
  viewer: Viewer,
  input: AcceptQuoteInputParsed,
  quote: QuoteClaim,
) => Promise<{ order: Order; replayed: boolean; payment?: CheckoutPayment }>;

const conflict = (message: string) => new AppError('CONFLICT', message);

/** Refuses changes to a request that no longer takes them (locked row, read in the transaction). */
function stillOpen(rfq: NonNullable<Awaited<ReturnType<RfqTx['lock']>>>, at: Date) {
  if (rfq.hiddenAt) throw hiddenRefusal();
  const status = rfqStatus(rfq, at);
  if (status === 'accepted') throw conflict('This request has accepted a quote: it takes no more');
  if (status === 'closed') throw conflict('This request is closed: it takes no more quotes');
}

/** Sellers' quotes (one each, revised in place) and the buyer's acceptance of one. */
export function createQuotesService(repo: RfqRepo, now: () => Date, placeQuoted: PlaceQuotedOrder) {
  return {
    /** A seller's quote, or its revision when they already quoted; the buyer is told in the same transaction. */
    async submit(viewer: Viewer, rfqId: string, input: QuoteInputParsed) {
      const { row, role } = await loadRfq(repo, viewer, rfqId);
      if (role === 'buyer') throw new AppError('FORBIDDEN', 'You cannot quote on your own request');
      if (role !== 'seller') throw rfqNotFound();
      const at = now();
      const validUntil = dayWithin(input.validUntil, at, MAX_QUOTE_VALID_DAYS, 'validUntil');
      const productId = input.productId ?? row.productId;
      const refuseProduct = (message: string) =>
        new AppError('VALIDATION_FAILED', message, { productId: message }, 422);
      if (!productId) throw refuseProduct('Choose which of your products you offer');
      const product = isUuid(productId) ? await repo.product(productId) : undefined;
      if (
        !product ||
        product.sellerId !== viewer.id ||
        product.status !== 'approved' ||
        product.sellerBlocked ||
        (row.productId ? product.id !== row.productId : product.category !== row.category)
      )
        throw refuseProduct(
          row.productId
            ? 'Quote the requested product'
            : 'Choose one of your approved products in this category',
        );
      const unitPricePoisha = takaToPoisha(input.unitPrice);
      const total = lineTotalPoisha(unitPricePoisha, input.quantity);
      if (total === null || total > MAX_TOTAL_POISHA) {
        const message = `An order may total at most ${formatTaka(poishaToTaka(MAX_TOTAL_POISHA))}`;
        throw new AppError('VALIDATION_FAILED', message, { quantity: message });
      }
      const terms = {
        productId: product.id,
        unitPricePoisha,
        quantity: input.quantity,
        validUntil,
        note: input.note,
      };
      const quoteId = await repo.transaction(async (tx) => {
        const rfq = await tx.lock(row.id);
        stillOpen(rfq!, at);
        // Read under the request's lock: the stock may have moved since the checks above.
        const fresh = (await tx.product(product.id))!;
        if (input.quantity > fresh.stock) {
          const message = `Only ${fresh.stock} in stock: quote at most that many`;
          throw new AppError('OUT_OF_STOCK', message, { quantity: message });
        }
        const existing = await tx.quoteOfSeller(row.id, viewer.id);
        let id: string;
        if (existing) {
          await tx.reviseQuote(existing.id, terms);
          id = existing.id;
        } else {
          if ((await tx.countQuotes(row.id)) >= MAX_QUOTES_PER_RFQ)
            throw conflict(`This request already has ${MAX_QUOTES_PER_RFQ} quotes`);
          id = await tx.insertQuote({
            rfqId: row.id,
            sellerId: viewer.id,
            ...terms,
            createdAt: at,
            updatedAt: at,
          });
        }
        const quote = (await tx.quote(id))!;
        await tx.notify([
          {
            userId: row.buyerId,
            kind: 'new_quote',
            data: {
              rfqId: row.id,
              productName: product.productName,
              category: row.category,
              sellerName: quote.sellerName,
              unitPrice: unitPricePoisha,
              quantity: input.quantity,
              revision: quote.revision,
            },
          },
        ]);
        return id;
      });
      const [quote, rates] = await Promise.all([repo.quote(quoteId), repo.deliveryRates()]);
      return { acknowledged: true as const, quote: toQuote(quote!, at, rates) };
    },

    /**
     * The buyer accepts a quote: one order at its price through the orders module, in one transaction that
     * locks the request, checks it and the quote, and records the order on the quote. A repeat (or a
     * concurrent) accept of the same quote answers that same order.
     */
    async accept(viewer: Viewer, quoteId: string, input: AcceptQuoteInputParsed) {
      const quote = isUuid(quoteId) ? await repo.quote(quoteId) : undefined;
      if (!quote) throw new AppError('NOT_FOUND', 'Quote not found');
      const { role } = await loadRfq(repo, viewer, quote.rfqId);
      if (role !== 'buyer') {
        if (role === 'seller' && quote.sellerId !== viewer.id)
          throw new AppError('NOT_FOUND', 'Quote not found');
        throw new AppError('FORBIDDEN', 'Only the buyer who asked can accept a quote');
      }
      const claim = async (txDb: Db) => {
        const tx = repo.within(txDb);
        const rfq = (await tx.lock(quote.rfqId))!;
        const current = (await tx.quote(quote.id))!;
        if (current.orderId) return { orderId: current.orderId };
        const at = now();
        stillOpen(rfq, at);
        if (at > current.validUntil) throw conflict('This quote has expired');
        return {
          line: {
            productId: current.productId,
            quantity: current.quantity,
            unitPricePoisha: current.unitPricePoisha,
          },
        };
      };
      const record = (txDb: Db, orderId: string) =>
        repo.within(txDb).markAccepted(quote.rfqId, quote.id, orderId);
      const placed = await placeQuoted(viewer, input, { claim, record });
      return {
        acknowledged: true as const,
        order: placed.order,
        payment: placed.payment,
        replayed: placed.replayed,
      };
    },
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
