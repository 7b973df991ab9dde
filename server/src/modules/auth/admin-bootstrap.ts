import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Auth } from './auth.js';
import type { AuthRepo } from './auth.repo.js';

export const DEFAULT_ADMIN_EMAIL = 'admin@bulkbazar.local';
type Log = { info: (msg: string) => void; warn: (msg: string) => void };

/**
 * On the first start of a database, creates the administrator: ADMIN_EMAIL + ADMIN_PASSWORD when both are
 * set, otherwise an account with a random password that is printed once, here, and never stored in clear.
 * Never a fixed default password. Runs once per database (a marker row), whatever happens later.
 */
export async function bootstrapAdmin(
  repo: AuthRepo,
  auth: Auth,
  config: Config,
  log: Log,
): Promise<string | undefined> {
  if (!(await repo.claimMarker('admin-bootstrapped'))) return undefined;
  if (await repo.hasAdmin()) return undefined;

  const email = config.admin?.email ?? DEFAULT_ADMIN_EMAIL;
  const password = config.admin?.password ?? randomBytes(12).toString('base64url');
  const { user } = await auth.api.signUpEmail({ body: { name: 'Administrator', email, password } });
  await repo.makeAdmin(user.id);

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
