import { z } from 'zod';
import { locationSchema } from './delivery.js';
import { phoneSchema } from './order.js';

/** Where an order goes: a saved address of the buyer's profile (several allowed) or one typed at checkout. */
export const shippingAddressSchema = z
  .string()
  .trim()
  .min(5, 'Enter the shipping address')
  .max(500, 'The address must be at most 500 characters');

export const MAX_SAVED_ADDRESSES = 10;

export const addressInputSchema = z.object({
  label: z.string().trim().min(1, 'Name this address (Shop, Warehouse…)').max(40, 'At most 40 characters'),
  shippingAddress: shippingAddressSchema,
  /** The place in the official lists; the address line above is the house, road and block. */
  location: locationSchema.optional(),
  phoneNumber: phoneSchema,
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const savedAddressSchema = z
  .object({
    _id: z.string(),
    label: z.string(),
    shippingAddress: z.string(),
    location: locationSchema.nullable(),
    phoneNumber: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'SavedAddress' });
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const addressListSchema = z.object({ addresses: z.array(savedAddressSchema) });
export const addressIdParamsSchema = z.object({ id: z.string().max(100) });
