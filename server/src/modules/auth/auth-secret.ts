import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appMeta } from '../../db/schema.js';

/**
 * The key that signs session cookies: AUTH_SECRET when set, else one generated on the first start and kept
 * in the database, so every process on the same database shares it and sessions survive restarts.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appMeta)
    .values({ key: 'auth-secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'auth-secret'));
  return row!.value as string;
}
