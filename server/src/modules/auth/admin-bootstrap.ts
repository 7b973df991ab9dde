import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { appMeta, users } from '../../db/schema.js';
import type { Auth } from './auth.js';

export const DEFAULT_ADMIN_EMAIL = 'admin@bulkbazar.local';
type Log = { info: (msg: string) => void; warn: (msg: string) => void };

/**
 * On the first start of a database, creates the administrator: ADMIN_EMAIL + ADMIN_PASSWORD when both are
 * set, otherwise an account with a random password that is printed once, here, and never stored in clear.
 * Never a fixed default password. Runs once per database (a marker row), whatever happens later.
 */
export async function bootstrapAdmin(
  db: Db,
  auth: Auth,
  config: Config,
  log: Log,
): Promise<string | undefined> {
  const marker = await db
    .insert(appMeta)
    .values({ key: 'admin-bootstrapped', value: true })
    .onConflictDoNothing()
    .returning();
  if (marker.length === 0) return undefined;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing) return undefined;

  const email = config.admin?.email ?? DEFAULT_ADMIN_EMAIL;
  const password = config.admin?.password ?? randomBytes(12).toString('base64url');
  const { user } = await auth.api.signUpEmail({ body: { name: 'Administrator', email, password } });
  await db.update(users).set({ role: 'admin', emailVerified: true }).where(eq(users.id, user.id));

  if (config.admin) {
    log.info(`Administrator ${email} created from ADMIN_EMAIL/ADMIN_PASSWORD.`);
  } else {
    log.warn(
      `Administrator created: ${email} with the one-time password ${password} — sign in and change it on your ` +
        'profile page now; it is not shown again. (Set ADMIN_EMAIL and ADMIN_PASSWORD to choose them.)',
    );
  }
  return user.id;
}
