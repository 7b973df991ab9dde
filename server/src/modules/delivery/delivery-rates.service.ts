import { kgToGrams, poishaToTaka, takaToPoisha, type DeliveryRates } from '@bulkbazar/contract';
import type { WatchedSetting } from '../../db/watched-settings.js';
import type { DeliveryRatesRepo, RateBandRow } from './delivery-rates.repo.js';
import type { Viewer } from '../../kernel/viewer.js';

/** The delivery charge table in taka and kg (the API's) ↔ poisha and grams (the database's). */
export function createDeliveryRatesService(
  repo: DeliveryRatesRepo,
  // Every checkout reads the table: composition keeps it in memory (db/watched-settings.ts) and gives the
  // orders module the same copy.
  bands: WatchedSetting<RateBandRow[]> = { get: repo.list, forget: () => {} },
) {
  const get = async (): Promise<DeliveryRates> => ({
    bands: (await bands.get()).map((r) => ({
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
    async put(rates: DeliveryRates, actor?: Viewer): Promise<DeliveryRates> {
      await repo.replace(
        rates.bands.map((b, position) => ({
          position,
          upToGrams: b.upToKg === null ? null : kgToGrams(b.upToKg),
          dhakaCityPoisha: takaToPoisha(b.charges.dhaka_city),
          dhakaSuburbsPoisha: takaToPoisha(b.charges.dhaka_suburbs),
          elsewherePoisha: takaToPoisha(b.charges.elsewhere),
        })),
        actor,
      );
      bands.forget();
      return get();
    },
  };
}
export type DeliveryRatesService = ReturnType<typeof createDeliveryRatesService>;
