import { MAX_SAVED_ADDRESSES, type Location, type SavedAddress } from '@bulkbazar/contract';
import { findLocation } from '../../kernel/bd-locations/bd-locations.js';
import { AppError } from '../../kernel/app-error.js';
import { isUuid } from '../../kernel/ids.js';
import type { Viewer } from '../../kernel/viewer.js';
import type { AddressesRepo, AddressRow } from './addresses.repo.js';

/** The address input after the contract's schema (the phone number already in +8801… form). */
type Input = { label: string; shippingAddress: string; phoneNumber: string; location?: Location };

const toAddress = (row: AddressRow): SavedAddress => ({
  _id: row.id,
  label: row.label,
  shippingAddress: row.shippingAddress,
  location:
    row.division && row.district && row.area
      ? { division: row.division, district: row.district, area: row.area }
      : null,
  phoneNumber: row.phoneNumber,
  createdAt: row.createdAt.toISOString(),
});

/** A buyer's saved delivery addresses (the checkout offers them; at most MAX_SAVED_ADDRESSES each). */
export function createAddressesService(repo: AddressesRepo) {
  const list = async (userId: string) => ({ addresses: (await repo.list(userId)).map(toAddress) });

  return {
    list: (viewer: Viewer) => list(viewer.id),

    async add(viewer: Viewer, { location, ...input }: Input) {
      // Kept as the official lists spell it; a place not in them is refused.
      const place = location && findLocation(location);
      if (location && !place) {
        const message = 'Choose a place from the list';
        throw new AppError('VALIDATION_FAILED', message, { 'location.area': message });
      }
      await repo.transaction(async (tx) => {
        await tx.lockUser(viewer.id);
        if ((await tx.list(viewer.id)).length >= MAX_SAVED_ADDRESSES) {
          const message = `You can keep at most ${MAX_SAVED_ADDRESSES} addresses: delete one first`;
          throw new AppError('VALIDATION_FAILED', message, { label: message }, 422);
        }
        await tx.insert({
          userId: viewer.id,
          ...input,
          division: place?.division ?? null,
          district: place?.district ?? null,
          area: place?.area ?? null,
        });
      });
      return list(viewer.id);
    },

    /** Another user's address answers as one that does not exist. */
    async remove(viewer: Viewer, id: string) {
      if (!(isUuid(id) && (await repo.remove(viewer.id, id)))) {
        throw new AppError('NOT_FOUND', 'Address not found', { id: 'Address not found' });
      }
      return list(viewer.id);
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
