import { z } from 'zod';
import { hasAtMostTwoDecimals, poishaToTaka } from './money.js';

// Delivery in Bangladesh (PRODUCT.md "Delivery"): where an order goes (division → district → upazila/thana),
// what its delivery costs (an admin's table: zone × weight band, free above a seller's threshold) and by when
// it must arrive (Digital Commerce Guidelines 2021). Pure rules the server applies and the web app shows.

/** Inside Dhaka city (its metropolitan thanas), Dhaka's suburbs (the district's upazilas, Gazipur, Narayanganj), the rest. */
export const DELIVERY_ZONES = ['dhaka_city', 'dhaka_suburbs', 'elsewhere'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

const placeName = z.string().trim().min(1, 'Choose a place from the list').max(60);

/** A place in Bangladesh's administrative lists: the server checks it against the lists it ships. */
export const locationSchema = z.object({
  division: placeName,
  district: placeName,
  /** An upazila, or a metropolitan thana (Dhanmondi, Gulshan, …). */
  area: placeName,
});
export type Location = z.infer<typeof locationSchema>;

/** GET /api/bd-locations: the lists, each place with its Bengali name; areas carry their delivery zone. */
export const bdAreaSchema = z.object({
  name: z.string(),
  bn: z.string(),
  kind: z.enum(['thana', 'upazila']),
  zone: z.enum(DELIVERY_ZONES),
});
export const bdLocationsSchema = z
  .object({
    divisions: z.array(
      z.object({
        name: z.string(),
        bn: z.string(),
        districts: z.array(z.object({ name: z.string(), bn: z.string(), areas: z.array(bdAreaSchema) })),
      }),
    ),
    source: z.string(),
  })
  .meta({ id: 'BdLocations' });
export type BdLocations = z.infer<typeof bdLocationsSchema>;

const charge = z
  .number({ error: 'Enter a charge in taka' })
  .min(0, 'A charge cannot be negative')
  .max(100_000, 'At most ৳100,000')
  .refine(hasAtMostTwoDecimals, 'At most 2 decimals');

/** A weight band: parcels up to `upToKg` (null: any weight above the previous band) cost these, by zone. */
export const rateBandSchema = z.object({
  upToKg: z.number().positive('A band’s weight must be above 0').max(10_000).nullable(),
  charges: z.object({ dhaka_city: charge, dhaka_suburbs: charge, elsewhere: charge }),
});
export type RateBand = z.infer<typeof rateBandSchema>;

export const MAX_RATE_BANDS = 10;

/**
 * GET/PUT /api/admin/delivery-rates. Bands ascend by weight and the last is open (upToKg null), so every
 * parcel has a charge. No bands at all: delivery is free.
 */
export const deliveryRatesSchema = z
  .object({ bands: z.array(rateBandSchema).max(MAX_RATE_BANDS, `At most ${MAX_RATE_BANDS} weight bands`) })
  .superRefine((v, ctx) => {
    v.bands.forEach((band, i) => {
      const last = i === v.bands.length - 1;
      if (last && band.upToKg !== null)
        ctx.addIssue({
          code: 'custom',
          path: ['bands', i, 'upToKg'],
          message: 'The last band takes every heavier parcel: leave its weight empty',
        });
      if (!last && band.upToKg === null)
        ctx.addIssue({
          code: 'custom',
          path: ['bands', i, 'upToKg'],
          message: 'Only the last band may be open-ended',
        });
      const before = v.bands[i - 1]?.upToKg;
      if (before != null && band.upToKg !== null && band.upToKg <= before)
        ctx.addIssue({
          code: 'custom',
          path: ['bands', i, 'upToKg'],
          message: 'Each band must be heavier than the one before',
        });
    });
  })
  .meta({ id: 'DeliveryRates' });
export type DeliveryRates = z.infer<typeof deliveryRatesSchema>;

/** A rate table as the server keeps it: grams and poisha, exact integers. */
export type RateBandPoisha = {
  upToGrams: number | null;
  charges: Record<DeliveryZone, number>;
};

/** Kilograms (up to 3 decimals) → whole grams. */
export const kgToGrams = (kg: number): number => Math.round(kg * 1000);

/**
 * One seller order's delivery charge in poisha: the band the parcel's weight falls in, for the zone; nothing
 * when the table is empty or the order's subtotal reaches the seller's free-delivery threshold.
 */
export function deliveryChargePoisha(
  bands: readonly RateBandPoisha[],
  zone: DeliveryZone,
  weightGrams: number,
  subtotalPoisha: number,
  freeAbovePoisha: number | null,
): number {
  if (bands.length === 0) return 0;
  if (freeAbovePoisha !== null && subtotalPoisha >= freeAbovePoisha) return 0;
  const band = bands.find((b) => b.upToGrams === null || weightGrams <= b.upToGrams) ?? bands.at(-1)!;
  return band.charges[zone];
}

/** A parcel's delivery charge (taka) in each zone: what the buyer pays once the place is chosen. */
export const deliveryChargesSchema = z.object({
  dhaka_city: z.number(),
  dhaka_suburbs: z.number(),
  elsewhere: z.number(),
});
export type DeliveryCharges = z.infer<typeof deliveryChargesSchema>;

/** `deliveryChargePoisha` in every zone, in taka (a cart's seller part, a quote before its place is chosen). */
export const deliveryChargesByZone = (
  bands: readonly RateBandPoisha[],
  weightGrams: number,
  subtotalPoisha: number,
  freeAbovePoisha: number | null,
): DeliveryCharges => {
  const charge = (zone: DeliveryZone) =>
    poishaToTaka(deliveryChargePoisha(bands, zone, weightGrams, subtotalPoisha, freeAbovePoisha));
  return {
    dhaka_city: charge('dhaka_city'),
    dhaka_suburbs: charge('dhaka_suburbs'),
    elsewhere: charge('elsewhere'),
  };
};

/** The Guidelines' deadline: 5 days within the seller's own city, 10 elsewhere. */
export const promiseDays = (sameCity: boolean): number => (sameCity ? 5 : 10);

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000; // Asia/Dhaka is UTC+6 all year (no daylight saving).

/** The calendar day in Dhaka of an instant, 'YYYY-MM-DD'. */
export const dhakaDay = (at: Date): string =>
  new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/** A 'YYYY-MM-DD' day plus `days` calendar days (month and year ends roll over). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The promised delivery day: `days` Dhaka calendar days after the day the clock started (payment or placement). */
export const deliverByDay = (startedAt: Date, days: number): string => addDays(dhakaDay(startedAt), days);

/** Delivered on or before the promised day (in Dhaka). */
export const deliveredOnTime = (deliveredAt: Date, deliverBy: string): boolean =>
  dhakaDay(deliveredAt) <= deliverBy;

/** Past its promise or due within a day (the dashboard's list): the promise is at most tomorrow in Dhaka. */
export const nearPromise = (deliverBy: string, now: Date): boolean => deliverBy <= addDays(dhakaDay(now), 1);
