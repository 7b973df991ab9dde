import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../../db/escape-like.js';
import { products, sessions, users } from '../../db/schema.js';
import type { Viewer } from '../../kernel/viewer.js';
import { recordAudit } from '../../db/audit-record.js';

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
    setBanned: (actor: Viewer, id: string, banned: boolean, reason: string | null) =>
      db.transaction(async (tx) => {
        const [was] = await tx
          .select({ banned: users.banned })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        const [user] = await tx
          .update(users)
          .set({ banned, banReason: banned ? reason : null, banExpires: null, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        if (!user) return user;
        const action = banned ? 'user.block' : 'user.unblock';
        await recordAudit(tx, actor, {
          action,
          target: { type: 'user', id },
          before: was,
          after: { banned },
        });
        if (banned) await tx.delete(sessions).where(and(eq(sessions.userId, id)));
        await tx.update(products).set({ sellerBlocked: banned }).where(eq(products.sellerId, id));
        return user;
      }),

    /**
     * Sets a user's staff roles from what they hold now (`next` gets the current roles), refusing (null) to
     * leave the shop without an administrator: every administrator's row is locked first, so two removals at
     * once cannot both pass. Returns undefined when there is no such user.
     */
    setStaffRoles: (actor: Viewer, id: string, next: (current: string[]) => string[]) =>
      db.transaction(async (tx) => {
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`'admin' = ANY(${users.staffRoles})`)
          .orderBy(users.id)
          .for('update');
        const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!row) return undefined;
        const roles = [...new Set(next(row.staffRoles))].sort();
        const losesAdmin = row.staffRoles.includes('admin') && !roles.includes('admin');
        if (losesAdmin && admins.every((a) => a.id === id)) return null;
        const [user] = await tx
          .update(users)
          .set({ staffRoles: roles, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        const target = { type: 'user', id };
        await recordAudit(tx, actor, {
          action: 'user.roles',
          target,
          before: { roles: row.staffRoles },
          after: { roles },
        });
        return user!;
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
