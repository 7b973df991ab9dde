import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../../db/escape-like.js';
import { products, sessions, users } from '../../db/schema.js';

export function createUsersRepo(db: Db) {
  return {
    findById: async (id: string) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0],

    findByEmail: async (email: string) =>
      (
        await db
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = lower(${email})`)
          .limit(1)
      )[0],

    list: (q: string | undefined, offset: number, limit: number) => {
      const pattern = q ? `%${escapeLike(q)}%` : undefined;
      return db
        .select()
        .from(users)
        .where(pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined)
        .orderBy(desc(users.createdAt), desc(users.id))
        .offset(offset)
        .limit(limit);
    },

    update: async (
      id: string,
      values: Partial<
        Pick<
          typeof users.$inferInsert,
          | 'name'
          | 'image'
          | 'role'
          | 'minOrderAmountPoisha'
          | 'freeDeliveryAbovePoisha'
          | 'pickupDivision'
          | 'pickupDistrict'
          | 'pickupArea'
          | 'pickupAddress'
        >
      >,
    ) =>
      (
        await db
          .update(users)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning()
      )[0],

    /**
     * Blocks or unblocks; blocking also ends every session of the user at once. Their listings follow in the
     * same transaction (products.seller_blocked): off sale while blocked, back when unblocked.
     */
    setBanned: (id: string, banned: boolean, reason: string | null) =>
      db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ banned, banReason: banned ? reason : null, banExpires: null, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        if (!user) return user;
        if (banned) await tx.delete(sessions).where(and(eq(sessions.userId, id)));
        await tx.update(products).set({ sellerBlocked: banned }).where(eq(products.sellerId, id));
        return user;
      }),

    countAdmins: async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(eq(users.role, 'admin'))
      )[0]!.n,
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
export type UserRow = NonNullable<Awaited<ReturnType<UsersRepo['findById']>>>;
