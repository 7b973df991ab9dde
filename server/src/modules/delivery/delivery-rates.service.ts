import { kgToGrams, poishaToTaka, takaToPoisha, type DeliveryRates } from '@bulkbazar/contract';
import type { DeliveryRatesRepo } from './delivery-rates.repo.js';

/** The delivery charge table in taka and kg (the API's) ↔ poisha and grams (the database's). */
export function createDeliveryRatesService(repo: DeliveryRatesRepo) {
  const get = async (): Promise<DeliveryRates> => ({
    bands: (await repo.list()).map((r) => ({
      upToKg: r.upToGrams === null ? null : r.upToGrams / 1000,
      charges: {
        dhaka_city: poishaToTaka(r.dhakaCityPoisha),
        dhaka_suburbs: poishaToTaka(r.dhakaSuburbsPoisha),
        elsewhere: poishaToTaka(r.elsewherePoisha),
      },
    })),
  });
  return {
    get,
    async put(rates: DeliveryRates): Promise<DeliveryRates> {
      await repo.replace(
        rates.bands.map((b, position) => ({
          position,
          upToGrams: b.upToKg === null ? null : kgToGrams(b.upToKg),
          dhakaCityPoisha: takaToPoisha(b.charges.dhaka_city),
          dhakaSuburbsPoisha: takaToPoisha(b.charges.dhaka_suburbs),
          elsewherePoisha: takaToPoisha(b.charges.elsewhere),
        })),
      );
      return get();
    },
  };
}
export type DeliveryRatesService = ReturnType<typeof createDeliveryRatesService>;
