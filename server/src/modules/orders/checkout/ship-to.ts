import type { CheckoutInputParsed } from '@bulkbazar/contract';
import { AppError } from '../../../kernel/app-error.js';
import { isUuid } from '../../../kernel/ids.js';
import type { Viewer } from '../../../kernel/viewer.js';
import { resolveLocation } from '../order-delivery.js';
import type { OrdersTx } from '../orders.repo.js';

type SavedPlace = { division: string | null; district: string | null; area: string | null };

/** A saved address's place, when it has one (else the delivery is priced as "elsewhere"). */
const placeOf = (saved: SavedPlace) =>
  resolveLocation(
    saved.division && saved.district && saved.area
      ? { division: saved.division, district: saved.district, area: saved.area }
      : null,
  );

/**
 * One of the company's shared addresses (issue 31 item 1), for a checkout bought for that company by one of its
 * members; another company's address, or one named without `companyId`, is one that does not exist (404).
 */
async function companyShipTo(tx: OrdersTx, viewer: Viewer, companyId: string | undefined, id: string) {
  const saved =
    companyId && isUuid(companyId) && isUuid(id)
      ? await tx.companyAddress(viewer.id, companyId, id)
      : undefined;
  if (!saved) {
    const message = 'Choose one of the company’s addresses';
    throw new AppError('NOT_FOUND', message, { companyAddressId: message });
  }
  return { shippingAddress: saved.shippingAddress, phoneNumber: saved.phoneNumber, location: placeOf(saved) };
}

/**
 * Where the orders go: the address typed, one of the buyer's saved addresses (404 naming addressId), or one of
 * the company's (`companyAddressId`, a company checkout only).
 */
export async function shippingTo(
  tx: OrdersTx,
  viewer: Viewer,
  input: Pick<
    CheckoutInputParsed,
    'addressId' | 'shippingAddress' | 'phoneNumber' | 'location' | 'companyAddressId' | 'companyId'
  >,
) {
  if (input.companyAddressId) return companyShipTo(tx, viewer, input.companyId, input.companyAddressId);
  if (!input.addressId)
    return {
      shippingAddress: input.shippingAddress!,
      phoneNumber: input.phoneNumber!,
      location: resolveLocation(input.location),
    };
  const saved = isUuid(input.addressId) ? await tx.address(viewer.id, input.addressId) : undefined;
  if (!saved) {
    const message = 'Choose one of your saved addresses';
    throw new AppError('NOT_FOUND', message, { addressId: message });
  }
  return { shippingAddress: saved.shippingAddress, phoneNumber: saved.phoneNumber, location: placeOf(saved) };
}

export type ShipTo = Awaited<ReturnType<typeof shippingTo>>;
