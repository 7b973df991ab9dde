import { z } from 'zod';
import { shippingAddressSchema } from './address.js';
import { locationSchema } from './delivery.js';
import { phoneSchema } from './order.js';

/**
 * Where an order goes, as every way of buying sends it (POST /api/checkout, SEED.md's POST /api/addorder,
 * accepting a quote): a saved address (`addressId`) or a typed one with its phone and its place, which prices
 * the delivery by zone ("elsewhere" without one). One piece, spread into each input schema.
 */
export const shipToFields = {
  addressId: z.string().trim().max(100).optional(),
  shippingAddress: shippingAddressSchema.optional(),
  /** The typed address's place (division → district → upazila/thana): its zone prices the delivery. */
  location: locationSchema.optional(),
  phoneNumber: phoneSchema.optional(),
};

/**
 * Without a saved address, the typed one needs its address line and phone (a refinement of each schema). A
 * company checkout may name one of the company's addresses instead (`companyAddressId`), but not both kinds.
 */
export function requireShipTo(
  v: { addressId?: string; companyAddressId?: string; shippingAddress?: string; phoneNumber?: string },
  ctx: z.RefinementCtx,
): void {
  if (v.addressId && v.companyAddressId)
    ctx.addIssue({
      code: 'custom',
      path: ['companyAddressId'],
      message: 'Choose one address: yours or the company’s',
    });
  if (v.addressId || v.companyAddressId) return;
  if (!v.shippingAddress)
    ctx.addIssue({ code: 'custom', path: ['shippingAddress'], message: 'Enter the shipping address' });
  if (!v.phoneNumber)
    ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'Enter a phone number' });
}
