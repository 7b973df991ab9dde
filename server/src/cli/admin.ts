// `npm run admin -- --email someone@example.com`: makes an existing account an administrator.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { openDatabase } from '../db/open-database.js';
import { createUsersRepo } from '../modules/users/users.repo.js';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  if (!values.email) {
    console.error('Usage: npm run admin -- --email someone@example.com');
    return 2;
  }
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(
        `The shop is running on ${config.dataDir}, and the embedded database allows one process at a time. ` +
          'Stop the shop (Ctrl+C), run this command again, then start the shop.',
      );
      return 1;
    }
    throw err;
  }
  try {
    const repo = createUsersRepo(database.db);
    const user = await repo.findByEmail(values.email);
    if (!user) {
      console.error(`No account with the email ${values.email}. Register it first, then run this again.`);
      return 1;
    }
    await repo.update(user.id, { role: 'admin' });
    console.log(`${user.email} is now an administrator.`);
    return 0;
  } finally {
    await database.release();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
