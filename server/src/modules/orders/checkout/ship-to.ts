import type { CheckoutInputParsed } from '@bulkbazar/contract';
import { AppError } from '../../../kernel/app-error.js';
import { isUuid } from '../../../kernel/ids.js';
import type { Viewer } from '../../../kernel/viewer.js';
import { resolveLocation } from '../order-delivery.js';
import type { OrdersTx } from '../orders.repo.js';

/** Where the orders go: the address typed, or one of the buyer's saved addresses (404 naming addressId). */
export async function shippingTo(
  tx: OrdersTx,
  viewer: Viewer,
  input: Pick<CheckoutInputParsed, 'addressId' | 'shippingAddress' | 'phoneNumber' | 'location'>,
) {
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
  const place = saved.division && saved.district && saved.area ? saved : null;
  return {
    shippingAddress: saved.shippingAddress,
    phoneNumber: saved.phoneNumber,
    location: resolveLocation(
      place && { division: place.division!, district: place.district!, area: place.area! },
    ),
  };
}

export type ShipTo = Awaited<ReturnType<typeof shippingTo>>;
