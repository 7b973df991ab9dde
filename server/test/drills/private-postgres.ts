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

/** A folder of its own for a cluster, owned by the `postgres` OS user. */
async function clusterFolder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bb-drill-pg-'));
  await chown(
    dir,
    Number((await run('id', ['-u', 'postgres'])).stdout),
    Number((await run('id', ['-g', 'postgres'])).stdout),
  );
  return dir;
}

async function asPostgres(cmd: string, args: string[]) {
  return run('runuser', ['-u', 'postgres', '--', join((await postgresBin())!, cmd), ...args]);
}

/** Starts the cluster in `dir`/data on `port` and answers its controls. */
async function runCluster(dir: string, port: number): Promise<PrivatePostgres> {
  const data = join(dir, 'data');
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

// initdb's defaults since PostgreSQL 10 already allow streaming replicas: wal_level=replica, max_wal_senders=10,
// and (with -A trust) a `host replication all 127.0.0.1/32 trust` line in pg_hba.conf.
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = await clusterFolder();
  await asPostgres('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
  return runCluster(dir, await freePort());
}

/**
 * A hot standby of `primary` (a private cluster): pg_basebackup's copy with -R (standby.signal and the
 * primary's address written for it), streaming the WAL from then on, on a port of its own.
 */
export async function startPrivateStandby(primary: PrivatePostgres): Promise<PrivatePostgres> {
  const dir = await clusterFolder();
  await asPostgres('pg_basebackup', ['-d', primary.url, '-D', join(dir, 'data'), '-R', '-X', 'stream']);
  return runCluster(dir, await freePort());
}
