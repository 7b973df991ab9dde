import {
  deliverByDay,
  deliveryChargePoisha,
  promiseDays,
  type DeliveryZone,
  type Location,
  type RateBandPoisha,
} from '@bulkbazar/contract';
import { findLocation } from '../../kernel/bd-locations/bd-locations.js';
import { AppError } from '../../kernel/app-error.js';

// An order's delivery (PRODUCT.md "Delivery"): its place in the official lists, the zone and weight band the
// admin's table charges, and the promise (5 days in the seller's own city, 10 elsewhere).

export type ShipLocation = (Location & { zone: DeliveryZone }) | null;
export type OrderDelivery = {
  location: ShipLocation;
  zone: DeliveryZone;
  chargePoisha: number;
  promiseDays: number;
};

/**
 * The place as the lists spell it; a place not in the lists is refused (400 naming `location.area`). An
 * order without a place (API clients, saved addresses from before) ships at the "elsewhere" charge, the
 * highest, so leaving the place out never lowers the charge.
 */
export function resolveLocation(location: Location | undefined | null): ShipLocation {
  if (!location) return null;
  const found = findLocation(location);
  if (!found) {
    const message = 'Choose a place from the list';
    throw new AppError('VALIDATION_FAILED', message, { 'location.area': message });
  }
  return found;
}

/** One seller's order: its parcel's weight (weight × quantity of each line) priced by the table. */
export function deliveryFor(
  bands: RateBandPoisha[],
  location: ShipLocation,
  seller: { freeDeliveryAbovePoisha: number | null; pickupDistrict: string | null },
  group: readonly { product: { weightGrams: number }; line: { quantity: number } }[],
  subtotalPoisha: number,
): OrderDelivery {
  const zone = location?.zone ?? 'elsewhere';
  const grams = group.reduce((sum, t) => sum + t.product.weightGrams * t.line.quantity, 0);
  const sameCity = Boolean(location && seller.pickupDistrict && seller.pickupDistrict === location.district);
  return {
    location,
    zone,
    chargePoisha: deliveryChargePoisha(bands, zone, grams, subtotalPoisha, seller.freeDeliveryAbovePoisha),
    promiseDays: promiseDays(sameCity),
  };
}

/** The order's delivery columns; the promise's clock starts now unless the order waits for an online payment. */
export function deliveryColumns(d: OrderDelivery, startsNow: boolean, now = new Date()) {
  return {
    shipDivision: d.location?.division ?? null,
    shipDistrict: d.location?.district ?? null,
    shipArea: d.location?.area ?? null,
    deliveryZone: d.zone,
    deliveryChargePoisha: d.chargePoisha,
    promiseDays: d.promiseDays,
    deliverBy: startsNow ? deliverByDay(now, d.promiseDays) : null,
  };
}
