import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companyAddresses, companyMembers } from '../../db/schema.js';

/** What a company checkout reads to ship to one of the company's shared addresses (checkout/ship-to.ts). */
export const companyShipToQueries = (db: Db) => ({
  /** The company's address, when the user is a member of that company; none otherwise. */
  companyAddress: async (userId: string, companyId: string, addressId: string) =>
    (
      await db
        .select({
          shippingAddress: companyAddresses.shippingAddress,
          phoneNumber: companyAddresses.phoneNumber,
          division: companyAddresses.division,
          district: companyAddresses.district,
          area: companyAddresses.area,
        })
        .from(companyAddresses)
        .innerJoin(
          companyMembers,
          and(eq(companyMembers.companyId, companyAddresses.companyId), eq(companyMembers.userId, userId)),
        )
        .where(and(eq(companyAddresses.id, addressId), eq(companyAddresses.companyId, companyId)))
    )[0],
});
