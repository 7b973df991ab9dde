import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../server-process.js';

const run = promisify(execFile);

// A PostgreSQL cluster of the drill's own, in a temporary folder on a free loopback port: a drill may stop and
// start it at will without touching the machine's shared server (other test files use that one meanwhile).
// PostgreSQL refuses to run as root, so the cluster belongs to the `postgres` OS user.
export type PrivatePostgres = {
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  destroy: () => Promise<void>;
};

/** The newest installed PostgreSQL's bin folder (Debian layout), or undefined when none is installed. */
export async function postgresBin(): Promise<string | undefined> {
  const versions = await readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? `/usr/lib/postgresql/${newest}/bin` : undefined;
}

/** Why a private cluster cannot be made here, or undefined when it can (root with a `postgres` user). */
export async function privatePostgresUnavailable(): Promise<string | undefined> {
  if (process.getuid?.() !== 0) return 'the drill runs initdb as the postgres user, which needs root';
  if (!(await postgresBin())) return 'no PostgreSQL server binaries under /usr/lib/postgresql';
  const who = await run('id', ['-u', 'postgres']).catch(() => undefined);
  if (!who) return 'no postgres OS user';
  return undefined;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = (await postgresBin())!;
  const dir = await mkdtemp(join(tmpdir(), 'bb-drill-pg-'));
  await chown(
    dir,
    Number((await run('id', ['-u', 'postgres'])).stdout),
    Number((await run('id', ['-g', 'postgres'])).stdout),
  );
  const data = join(dir, 'data');
  const port = await freePort();
  const asPostgres = (cmd: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]);
  await asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  };
  // -m fast: sessions are ended and open transactions rolled back, as in a failover or a restart for an upgrade.
  const stop = async () => {
    await asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
