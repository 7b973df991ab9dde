import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appMeta, users } from '../../db/schema.js';

/** The auth module's own rows: one-time markers and the stored signing key in app_meta, admin roles. */
export function createAuthRepo(db: Db) {
  return {
    /** True for the one caller that sets the marker first (an insert that does nothing when it exists). */
    claimMarker: async (key: string) =>
      (await db.insert(appMeta).values({ key, value: true }).onConflictDoNothing().returning()).length > 0,

    hasAdmin: async () =>
      (await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)).length > 0,

    makeAdmin: (userId: string) =>
      db.update(users).set({ role: 'admin', emailVerified: true }).where(eq(users.id, userId)),

    /** The key stored under `key`, created at random by whichever process asks first. */
    async storedSecret(key: string): Promise<string> {
      await db
        .insert(appMeta)
        .values({ key, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
      return row!.value as string;
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
