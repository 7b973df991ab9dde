import { z } from 'zod';
import { savedAddressSchema } from './address.js';

/**
 * A company's delivery addresses, shared by its members (issue 31 item 1): the same fields and checks as a
 * buyer's saved address (`addressInputSchema`), kept by the company; its owner adds, edits and removes them.
 */
export const MAX_COMPANY_ADDRESSES = 20;

export const companyAddressListSchema = z
  .object({ addresses: z.array(savedAddressSchema) })
  .meta({ id: 'CompanyAddressList' });
export type CompanyAddressList = z.infer<typeof companyAddressListSchema>;

export const companyAddressParamsSchema = z.object({
  id: z.string().max(100),
  addressId: z.string().max(100),
});
