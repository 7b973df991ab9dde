import type { Courier, ShipmentStatus } from '@bulkbazar/contract';

// One interface for the couriers (Steadfast, Pathao, RedX). A client speaks only its courier's published API;
// the shipments service decides what an answer means for the order (shipped, delivered, returned).

/** A parcel to book: one seller's order, addressed to the buyer. */
export type Parcel = {
  /** Our reference (the order id): Steadfast `invoice`, Pathao `merchant_order_id`, RedX `merchant_invoice_id`. */
  invoice: string;
  recipientName: string;
  /** 11 digits, 01XXXXXXXXX, as the couriers take it. */
  recipientPhone: string;
  /** The whole address on one line (house, road, thana/upazila, district), at most 250 characters. */
  address: string;
  district: string | null;
  area: string | null;
  /** Cash to collect at the door in taka (0 when paid): a number with at most 2 decimals. */
  codAmount: number;
  /** The goods' value in taka (RedX insures by it). */
  value: number;
  weightKg: number;
  itemCount: number;
  note: string;
};

export type Booked = { consignmentId: string; trackingCode: string };

/** What a courier's callback says, once its secret checked out. */
export type CourierUpdate = {
  consignmentId: string;
  status: ShipmentStatus;
  message: string | null;
  /** Cash collected at the door as the courier reported it (poisha); null when it reported none. */
  codCollectedPoisha: number | null;
};

/** A callback: the verdict, and what the courier wants in the answer (Pathao checks a header). */
export type CallbackVerdict =
  | { kind: 'update'; update: CourierUpdate }
  /** A notification that moves nothing (Pathao's integration check, a status we do not track). */
  | { kind: 'ignored' }
  /** The secret did not match: refused, nothing changed. */
  | { kind: 'forged' };

export type CallbackRequest = {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  body: unknown;
};

export interface CourierClient {
  readonly name: Courier;
  /** Creates the consignment: the courier's id and the code the buyer tracks with. */
  book(parcel: Parcel): Promise<Booked>;
  /** The consignment's status at the courier now. */
  track(booked: Booked): Promise<{ status: ShipmentStatus | null; message: string | null }>;
  /** Asks the courier to cancel a booked consignment (before pickup). */
  cancel(booked: Booked, reason: string): Promise<void>;
  /** Checks a status callback's secret (constant-time) and reads it. */
  callback(request: CallbackRequest): CallbackVerdict;
  /** Headers the courier expects on our answer to its callback. */
  readonly callbackAnswerHeaders: Record<string, string>;
  /**
   * The payment statements the courier publishes (what it paid the shop, for which parcels), where it has an API
   * for them: Steadfast's GET /payments and /payments/{id}. Pathao and RedX publish none.
   */
  statements?: () => Promise<CourierStatementSummary[]>;
  statement?: (id: string) => Promise<CourierStatement>;
}

/** One payment the courier made to the shop, as its list shows it (amounts in poisha; null when not said). */
export type CourierStatementSummary = {
  id: string;
  amountPoisha: number | null;
  at: string | null;
  status: string | null;
};

/** A payment with the parcels it covers: each one's cash collected and the courier's charge for it. */
export type CourierStatement = CourierStatementSummary & {
  parcels: {
    consignmentId: string | null;
    /** Our reference on the booking (the order id). */
    invoice: string | null;
    codPoisha: number | null;
    chargePoisha: number | null;
  }[];
};

/** The courier did not answer, or refused: the shop answers 502/503 and the order stays as it was. */
export class CourierError extends Error {
  constructor(
    readonly courier: Courier,
    message: string,
    readonly unavailable = false,
  ) {
    super(message);
    this.name = 'CourierError';
  }
}
