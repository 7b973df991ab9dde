import {
  deliveryChargesByZone,
  poishaToTaka,
  type RateBandPoisha,
  type CategorySlug,
  type Quote,
  type Rfq,
  type RfqMessage,
  type RfqStatus,
} from '@bulkbazar/contract';
import type { RfqRow } from './rfq.repo.js';
import type { QuoteRow } from './rfq-quotes.repo.js';

export function rfqStatus(row: { acceptedQuoteId: string | null; closesAt: Date }, now: Date): RfqStatus {
  if (row.acceptedQuoteId) return 'accepted';
  return now >= row.closesAt ? 'closed' : 'open';
}

const hidden = (row: { hiddenAt: Date | null; hiddenReason: string | null }) =>
  row.hiddenAt ? { reason: row.hiddenReason ?? '', at: row.hiddenAt.toISOString() } : null;

export function toRfq(row: RfqRow, now: Date): Rfq {
  return {
    _id: row.id,
    kind: row.productSellerId ? 'product' : 'category',
    buyerName: row.buyerName,
    productId: row.productId,
    productName: row.productName,
    productImage: row.productImage,
    productSellerId: row.productSellerId,
    category: row.category as CategorySlug,
    title: row.title,
    quantity: row.quantity,
    targetPrice: row.targetPricePoisha === null ? null : poishaToTaka(row.targetPricePoisha),
    neededBy: row.neededBy,
    note: row.note,
    status: rfqStatus(row, now),
    closesAt: row.closesAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    quoteCount: row.quoteCount,
    acceptedQuoteId: row.acceptedQuoteId,
    hidden: hidden(row),
  };
}

/** A quote as its buyer and seller see it; `rates` price its delivery in each zone. */
export function toQuote(row: QuoteRow, now: Date, rates: readonly RateBandPoisha[]): Quote {
  const totalPoisha = row.unitPricePoisha * row.quantity;
  return {
    _id: row.id,
    rfqId: row.rfqId,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    sellerVerified: row.sellerVerified,
    productId: row.productId,
    productName: row.productName,
    unitPrice: poishaToTaka(row.unitPricePoisha),
    quantity: row.quantity,
    lineTotal: poishaToTaka(totalPoisha),
    delivery: deliveryChargesByZone(
      rates,
      row.weightGrams * row.quantity,
      totalPoisha,
      row.sellerFreeDeliveryAbovePoisha,
    ),
    validUntil: row.validUntil.toISOString(),
    note: row.note,
    revision: row.revision,
    expired: now > row.validUntil,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type MessageRow = {
  id: string;
  rfqId: string;
  sellerId: string;
  authorId: string;
  authorName: string;
  body: string;
  createdAt: Date;
  hiddenAt: Date | null;
  hiddenReason: string | null;
};

export const toMessage = (row: MessageRow, viewerId: string): RfqMessage => ({
  _id: row.id,
  rfqId: row.rfqId,
  sellerId: row.sellerId,
  authorName: row.authorName,
  mine: row.authorId === viewerId,
  text: row.body,
  createdAt: row.createdAt.toISOString(),
  hidden: hidden(row),
});
