import { z } from 'zod';

// Couriers: a seller or an admin books a processing order with one; the courier's status callbacks move it on.

export const COURIERS = ['steadfast', 'pathao', 'redx'] as const;
export type Courier = (typeof COURIERS)[number];
export const COURIER_LABELS: Record<Courier, string> = {
  steadfast: 'Steadfast',
  pathao: 'Pathao',
  redx: 'RedX',
};

/** What a courier's status means to the shop (each courier's own words are mapped onto these). */
export const SHIPMENT_STATUSES = [
  'booked',
  'in_transit',
  'on_hold',
  'delivered',
  'returned',
  'cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** POST /api/orders/:id/shipment */
export const shipmentBodySchema = z.object({
  courier: z.enum(COURIERS, { error: 'Choose Steadfast, Pathao or RedX' }),
});
export type ShipmentBody = z.infer<typeof shipmentBodySchema>;

export const shipmentEventSchema = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  /** The courier's own message (English), when it sent one. */
  message: z.string().nullable(),
  at: z.string(),
});
export type ShipmentEvent = z.infer<typeof shipmentEventSchema>;

/** GET /api/orders/:id/tracking (the buyer, the seller, admins) */
export const trackingSchema = z
  .object({
    courier: z.enum(COURIERS).nullable(),
    trackingCode: z.string().nullable(),
    /** Cash the courier collected at the door (cash on delivery), in taka. */
    codCollected: z.number().nullable(),
    events: z.array(shipmentEventSchema),
  })
  .meta({ id: 'Tracking' });
export type Tracking = z.infer<typeof trackingSchema>;

/** GET /api/delivery/due: open orders past their promise or due within a day (Dhaka), soonest first. */
export const dueOrdersSchema = z
  .object({
    orders: z.array(
      z.object({
        _id: z.string(),
        orderStatus: z.enum(['pending', 'processing', 'shipped']),
        deliverBy: z.string(),
        /** Past its promised day already. */
        late: z.boolean(),
        customerName: z.string(),
        productName: z.string(),
        courier: z.enum(COURIERS).nullable(),
        trackingCode: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'DueOrders' });
export type DueOrders = z.infer<typeof dueOrdersSchema>;

/** GET /api/delivery/couriers: the couriers a seller can book in this shop. */
export const courierOptionsSchema = z.object({ couriers: z.array(z.enum(COURIERS)) });
