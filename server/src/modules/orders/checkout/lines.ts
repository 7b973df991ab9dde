import type { CheckoutInputParsed, CodAdvance } from '@bulkbazar/contract';
import type { CommissionRates } from '../../../db/commission-rates.js';
import type { Viewer } from '../../../kernel/viewer.js';
import type { OrdersRepo, OrdersTx } from '../orders.repo.js';
import type { OrdersPaymentsPort } from '../payments-port.js';
import type { ProductRowForRules } from '../product-rules.js';

// What every step of the checkout (pipeline.ts) shares: the lines bought and the request they came in.

/** A products row as a checkout reads it. */
export type ProductRow = Awaited<ReturnType<OrdersTx['productsWithSellers']>>[number]['product'];
/** A seller's terms as a checkout reads them (name, minimum order, free delivery, pickup district). */
export type SellerTerms = NonNullable<Awaited<ReturnType<OrdersTx['productsWithSellers']>>[number]['seller']>;

/**
 * A line to buy; `variantId` names the variant of a product with variants (null or absent otherwise);
 * `acceptedUnitPricePoisha` is set for cart lines (the price the buyer accepted).
 */
export type Line = {
  productId: string;
  variantId?: string | null;
  quantity: number;
  acceptedUnitPricePoisha?: number;
};

/** A variant as a checkout reads it (unlocked). */
export type VariantRow = Awaited<ReturnType<OrdersTx['variantsOf']>>[number];

/** A line priced from its product (and its variant) as read. */
export type TakenLine = {
  line: Line;
  product: ProductRowForRules & { variantRule?: string };
  /** The variant bought, for a product with variants. */
  variant?: VariantRow;
  unitPricePoisha: number;
  lineTotalPoisha: number;
};

/** The payment rules a checkout follows (the payments module's, through composition). */
export type PaymentRules = Pick<OrdersPaymentsPort, 'isOffered' | 'options' | 'credit'>;

/** What the steps start from: the request, checked, and what was read before them. */
export type CheckoutRequest = {
  repo: OrdersRepo;
  viewer: Viewer;
  input: CheckoutInputParsed;
  /** The Idempotency-Key and the request's fingerprint stored with it. */
  key: string | undefined;
  hash: string;
  /** The cart's lines (else a direct line: Buy now, POST /addorder). */
  fromCart: boolean;
  lines: Line[];
  payments: PaymentRules;
  /** Read before the steps (see place-checkout.ts): the stock hold's length and the COD advance rule. */
  holdMinutes: number;
  codAdvance: CodAdvance | null;
  /** The commission rules in force, read before the steps too (the app's copy in memory). */
  commissionRates: CommissionRates;
};
