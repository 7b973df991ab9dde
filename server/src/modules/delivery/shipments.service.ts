import {
  addDays,
  COURIER_LABELS,
  dhakaDay,
  poishaToTaka,
  type Courier,
  type ShipmentStatus,
  type Tracking,
} from '@bulkbazar/contract';
import { AppError, notFound } from '../../kernel/app-error.js';
import type { CatalogEvents } from '../../kernel/catalog-events.js';
import { isUuid } from '../../kernel/ids.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { Postings } from '../ledger/postings.js';
import { CourierError, type CallbackRequest, type CourierClient } from './couriers/courier.js';
import type { ShipmentsRepo } from './shipments.repo.js';

/** A booking older than this whose process never finished (it died asking the courier) may be tried again. */
const STALE_BOOKING_MS = 2 * 60_000;

type Log = { info: (o: object, msg: string) => void; warn: (o: object, msg: string) => void };

export function createShipmentsService(deps: {
  repo: ShipmentsRepo;
  couriers: Partial<Record<Courier, CourierClient>>;
  catalog: CatalogEvents;
  log: Log;
  now?: () => Date;
  /** The marketplace's books (modules/ledger): a courier's delivery posts its entries there. */
  postings: Postings;
}) {
  const { repo, couriers, catalog, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** The order if the viewer may see it in that part (its seller, or also its buyer), else 404. */
  async function load(viewer: Viewer, id: string, buyerToo: boolean) {
    const order = isUuid(id) ? await repo.order(id) : undefined;
    const allowed =
      order &&
      (viewer.role === 'admin' || order.sellerId === viewer.id || (buyerToo && order.buyerId === viewer.id));
    if (!order || !allowed) throw notFound('Order');
    return order;
  }

  return {
    /** The couriers the shop can book (those with credentials, or all three with COURIERS_FAKE). */
    offered: (): Courier[] => Object.keys(couriers) as Courier[],

    /**
     * The order's seller (or an admin) hands a processing order to a courier: the consignment and tracking
     * code stored, the order shipped, the buyer told. Cash on delivery asks the courier to collect what is due.
     */
    async book(viewer: Viewer, id: string, courier: Courier) {
      const order = await load(viewer, id, false);
      const client = couriers[courier];
      if (!client) {
        const message = `${COURIER_LABELS[courier]} is not set up in this shop`;
        throw new AppError('VALIDATION_FAILED', message, { courier: message }, 422);
      }
      if (order.orderStatus !== 'processing') {
        const message = `Only a processing order can be booked with a courier; this order is ${order.orderStatus}`;
        throw new AppError('INVALID_TRANSITION', message, { orderStatus: order.orderStatus });
      }
      if (!(await repo.claimBooking(id, courier, new Date(now().getTime() - STALE_BOOKING_MS)))) {
        const message = 'This order is already being booked with a courier';
        throw new AppError('CONFLICT', message, { orderStatus: order.orderStatus });
      }
      const parcel = await repo.parcel(id);
      const due = order.paymentMethod === 'cod' ? Math.max(0, order.totalPoisha - order.paidPoisha) : 0;
      const address = [order.shippingAddress, order.shipArea, order.shipDistrict].filter(Boolean).join(', ');
      let booked;
      try {
        booked = await client.book({
          invoice: order.id,
          recipientName: order.customerName,
          recipientPhone: order.phoneNumber,
          address,
          district: order.shipDistrict,
          area: order.shipArea,
          codAmount: poishaToTaka(due),
          value: poishaToTaka(order.totalPoisha),
          weightKg: Number(parcel.grams) / 1000,
          itemCount: Math.max(1, parcel.units),
          note: `Order ${order.id.slice(0, 8).toUpperCase()}`,
        });
      } catch (err) {
        await repo.releaseBooking(id);
        log.warn({ err, orderId: id, courier }, 'courier booking failed');
        const message = `${COURIER_LABELS[courier]} did not take the booking; try again or choose another courier`;
        if (err instanceof CourierError)
          throw new AppError('SERVICE_UNAVAILABLE', message, { courier: message });
        throw err;
      }
      if (!(await repo.recordBooking(id, order.buyerId, courier, booked, viewer.id))) {
        // The order moved on while the courier was asked (an admin cancelled it): take the parcel back.
        await client.cancel(booked, 'Order no longer ready to ship').catch(() => undefined);
        const message = 'The order changed while it was being booked; look at it again';
        throw new AppError('CONFLICT', message, { orderStatus: order.orderStatus });
      }
      log.info({ orderId: id, courier, consignmentId: booked.consignmentId }, 'courier booked');
    },

    /**
     * A courier's status callback: refused (401) unless its secret matches; applied once whatever the number
     * of replays. Answers the headers the courier expects on our reply.
     */
    async callback(courier: Courier, request: CallbackRequest) {
      const client = couriers[courier];
      if (!client) throw notFound('Courier');
      const verdict = client.callback(request);
      if (verdict.kind === 'forged') {
        log.warn({ courier }, 'courier callback with a wrong secret refused');
        throw new AppError('UNAUTHORIZED', 'This callback is not signed by the courier');
      }
      if (verdict.kind === 'update') {
        const applied = await repo.applyUpdate(courier, verdict.update, deps.postings);
        if (applied.result === 'returned') catalog.changed('stock-returned');
        log.info({ courier, ...verdict.update, result: applied.result }, 'courier callback');
      }
      return client.callbackAnswerHeaders;
    },

    /** The buyer's (or seller's, an admin's) view of the shipment: courier, tracking code, what happened. */
    async tracking(viewer: Viewer, id: string): Promise<Tracking> {
      const order = await load(viewer, id, true);
      const events = await repo.events(id);
      return {
        courier: order.consignmentId ? (order.courier as Courier) : null,
        trackingCode: order.trackingCode,
        codCollected: order.codCollectedPoisha === null ? null : poishaToTaka(order.codCollectedPoisha),
        events: events.map((e) => ({
          status: e.status as ShipmentStatus,
          message: e.message,
          at: e.at.toISOString(),
        })),
      };
    },

    /** Orders past their promise or due within a day (Dhaka), soonest first: a seller's own, all for admins. */
    async due(viewer: Viewer) {
      const rows = await repo.dueBy(
        addDays(dhakaDay(now()), 1),
        viewer.role === 'admin' ? undefined : viewer.id,
        50,
      );
      const today = dhakaDay(now());
      return {
        orders: rows.map((r) => ({
          _id: r.id,
          orderStatus: r.orderStatus as 'pending' | 'processing' | 'shipped',
          deliverBy: r.deliverBy!,
          late: r.deliverBy! < today,
          customerName: r.customerName,
          productName: r.productName,
          courier: r.courier as Courier | null,
          trackingCode: r.trackingCode,
        })),
      };
    },
  };
}

export type ShipmentsService = ReturnType<typeof createShipmentsService>;
