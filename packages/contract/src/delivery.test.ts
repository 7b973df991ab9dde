import { describe, expect, it } from 'vitest';
import {
  addDays,
  deliverByDay,
  deliveredOnTime,
  deliveryChargePoisha,
  deliveryRatesSchema,
  dhakaDay,
  nearPromise,
  promiseDays,
  type RateBandPoisha,
} from './delivery.js';

// The delivery charge table (zone × weight band, a seller's free threshold) and the Guidelines' promise.
const table: RateBandPoisha[] = [
  { upToGrams: 1000, charges: { dhaka_city: 6000, dhaka_suburbs: 10000, elsewhere: 12000 } },
  { upToGrams: 5000, charges: { dhaka_city: 9000, dhaka_suburbs: 14000, elsewhere: 18000 } },
  { upToGrams: null, charges: { dhaka_city: 20000, dhaka_suburbs: 25000, elsewhere: 35000 } },
];

describe('deliveryChargePoisha', () => {
  it('charges the band the parcel weight falls in, for the zone (band edges inclusive)', () => {
    const cases: [number, 'dhaka_city' | 'dhaka_suburbs' | 'elsewhere', number][] = [
      [1, 'dhaka_city', 6000],
      [1000, 'dhaka_city', 6000],
      [1001, 'dhaka_city', 9000],
      [1000, 'dhaka_suburbs', 10000],
      [1000, 'elsewhere', 12000],
      [5000, 'dhaka_suburbs', 14000],
      [5000, 'elsewhere', 18000],
      [5001, 'dhaka_city', 20000],
      [5001, 'dhaka_suburbs', 25000],
      [1_000_000, 'elsewhere', 35000],
    ];
    for (const [grams, zone, charge] of cases)
      expect(deliveryChargePoisha(table, zone, grams, 100_00, null), `${grams} g ${zone}`).toBe(charge);
  });

  it('is free from the seller’s threshold on (subtotal ≥ threshold), charged just below it', () => {
    expect(deliveryChargePoisha(table, 'elsewhere', 3000, 4_999_99, 5_000_00)).toBe(18000);
    expect(deliveryChargePoisha(table, 'elsewhere', 3000, 5_000_00, 5_000_00)).toBe(0);
    expect(deliveryChargePoisha(table, 'dhaka_city', 90_000, 9_000_00, 5_000_00)).toBe(0);
    // No threshold: never free; a zero threshold: always free.
    expect(deliveryChargePoisha(table, 'dhaka_city', 10, 99_999_999_00, null)).toBe(6000);
    expect(deliveryChargePoisha(table, 'dhaka_city', 10, 1, 0)).toBe(0);
  });

  it('is nothing while the admin has set no table', () => {
    expect(deliveryChargePoisha([], 'elsewhere', 50_000, 100, null)).toBe(0);
  });
});

describe('deliveryRatesSchema', () => {
  const band = (upToKg: number | null) => ({
    upToKg,
    charges: { dhaka_city: 60, dhaka_suburbs: 100, elsewhere: 120 },
  });
  it('takes ascending bands whose last is open, or none', () => {
    expect(deliveryRatesSchema.safeParse({ bands: [band(1), band(5), band(null)] }).success).toBe(true);
    expect(deliveryRatesSchema.safeParse({ bands: [] }).success).toBe(true);
  });
  it('refuses a closed last band, an open band before it, and bands out of order, naming the field', () => {
    const paths = (bands: unknown[]) =>
      deliveryRatesSchema.safeParse({ bands }).error?.issues.map((i) => i.path.join('.'));
    expect(paths([band(1), band(5)])).toEqual(['bands.1.upToKg']);
    expect(paths([band(null), band(null)])).toEqual(['bands.0.upToKg']);
    expect(paths([band(5), band(2), band(null)])).toEqual(['bands.1.upToKg']);
    expect(paths([{ upToKg: null, charges: { dhaka_city: -1, dhaka_suburbs: 1, elsewhere: 1 } }])).toEqual([
      'bands.0.charges.dhaka_city',
    ]);
  });
});

describe('the delivery promise (Asia/Dhaka, UTC+6)', () => {
  it('is 5 days within the seller’s city, 10 elsewhere', () => {
    expect(promiseDays(true)).toBe(5);
    expect(promiseDays(false)).toBe(10);
  });

  it('counts Dhaka calendar days: late evening UTC is already the next day in Dhaka', () => {
    expect(dhakaDay(new Date('2026-01-31T17:59:59Z'))).toBe('2026-01-31');
    expect(dhakaDay(new Date('2026-01-31T18:00:00Z'))).toBe('2026-02-01');
    expect(deliverByDay(new Date('2026-01-31T17:59:59Z'), 5)).toBe('2026-02-05');
    expect(deliverByDay(new Date('2026-01-31T18:00:00Z'), 5)).toBe('2026-02-06');
  });

  it('rolls over month and year ends, February of leap and common years included', () => {
    expect(deliverByDay(new Date('2026-02-26T06:00:00Z'), 5)).toBe('2026-03-03');
    expect(deliverByDay(new Date('2028-02-26T06:00:00Z'), 5)).toBe('2028-03-02');
    expect(deliverByDay(new Date('2026-04-28T06:00:00Z'), 10)).toBe('2026-05-08');
    expect(deliverByDay(new Date('2026-12-27T06:00:00Z'), 10)).toBe('2027-01-06');
    // 31 December 20:00 UTC is 1 January in Dhaka: the promise counts from 1 January.
    expect(deliverByDay(new Date('2026-12-31T20:00:00Z'), 5)).toBe('2027-01-06');
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
  });

  it('is kept when delivered on or before the promised day in Dhaka', () => {
    expect(deliveredOnTime(new Date('2026-02-05T17:59:59Z'), '2026-02-05')).toBe(true);
    expect(deliveredOnTime(new Date('2026-02-05T18:00:00Z'), '2026-02-05')).toBe(false);
  });

  it('is near when the promise is tomorrow or earlier in Dhaka', () => {
    const now = new Date('2026-03-31T19:00:00Z'); // 1 April 01:00 in Dhaka
    expect(nearPromise('2026-04-02', now)).toBe(true);
    expect(nearPromise('2026-03-20', now)).toBe(true);
    expect(nearPromise('2026-04-03', now)).toBe(false);
  });
});
