import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addresses, users } from '../../db/schema.js';

function addressQueries(db: Db) {
  return {
    /** The user's saved addresses, oldest first (a new one comes last). */
    list: (userId: string) =>
      db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.createdAt), asc(addresses.id)),

    insert: (values: typeof addresses.$inferInsert) => db.insert(addresses).values(values),

    /** Deletes one of the user's addresses; false when they have none with that id. */
    remove: async (userId: string, id: string) =>
      (
        await db
          .delete(addresses)
          .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
          .returning({ id: addresses.id })
      ).length > 0,

    /** Locks the user's row until the transaction ends, so two saves cannot both pass the limit. */
    lockUser: (userId: string) =>
      db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update'),
  };
}

export type AddressesTx = ReturnType<typeof addressQueries>;
export type AddressRow = Awaited<ReturnType<AddressesTx['list']>>[number];

export function createAddressesRepo(db: Db) {
  return {
    ...addressQueries(db),
    transaction: <T>(fn: (tx: AddressesTx) => Promise<T>): Promise<T> =>
      db.transaction((tx) => fn(addressQueries(tx as unknown as Db))),
  };
}

export type AddressesRepo = ReturnType<typeof createAddressesRepo>;
