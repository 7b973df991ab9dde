import { join } from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { startPhase } from './kernel/start-phases.js';
import { openDatabase } from './db/open-database.js';
import { ensureSeedImages } from './seed/images.js';
import { seedDemoData } from './seed/seed.js';
import { bootstrapAdmin } from './modules/auth/admin-bootstrap.js';
import { startBackupSchedule } from './modules/backups/backup-schedule.js';
import { createAuthRepo } from './modules/auth/auth.repo.js';

const SHUTDOWN_GRACE_MS = 15_000;

async function main(): Promise<void> {
  // Until the server listens, nothing may keep Node's event loop alive between PGlite's steps (WebAssembly in
  // this thread, chained by promises alone). A loop left with no handle returns, and Node then waits for every
  // task V8 runs in the background to finish — on PGlite the optimising compiles of the database's hot
  // functions, 0.2–0.3 s of a 2 s start (bench/RESULTS.md) — before it goes on. This timer keeps it turning.
  const holdLoop = setInterval(() => {}, 60_000);
  try {
    await start();
  } finally {
    clearInterval(holdLoop);
  }
}

async function start(): Promise<void> {
  const config = loadConfig();
  startPhase('config');
  const database = await openDatabase(config);
  const app = await buildApp(config, { database });
  startPhase('routes');

  await bootstrapAdmin(createAuthRepo(database.db), app.auth, config, app.log);
  if (config.seedDemoData) {
    await seedDemoData(database.db, { info: (m) => app.log.info(m) });
    await ensureSeedImages(join(config.dataDir, 'uploads'));
  }
  startPhase(config.seedDemoData ? 'admin and demo data' : 'admin');

  // BACKUP_INTERVAL_HOURS: the shop backs itself up (the only way for a running PGlite shop; README "Backups").
  const stopBackups = startBackupSchedule(
    { database, databaseUrl: config.databaseUrl, uploadsDir: join(config.dataDir, 'uploads') },
    config.backups,
    app.log,
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const drainMs = config.shutdownDrainMs;
    // The force-exit timer covers the drain as well as the close that follows it.
    const force = setTimeout(() => {
      app.log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, drainMs + SHUTDOWN_GRACE_MS);
    force.unref();
    stopBackups();
    // Readiness first: /readyz turns 503 while requests are still served, so a load balancer's health check
    // takes this process out of rotation before the listener closes (SHUTDOWN_DRAIN_MS, deploy/README.md).
    app.draining = true;
    if (drainMs > 0) {
      app.log.info(
        `${signal} received: readiness 503, serving ${drainMs} ms more while the balancer notices`,
      );
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    app.log.info(`${signal}: finishing open requests, then stopping`);
    // app.close() stops accepting, closes idle keep-alive connections (forceCloseConnections: 'idle', Fastify's
    // default), answers requests arriving meanwhile 503 with Connection: close, and waits for those in flight.
    await app.close();
    await database.release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  startPhase('listening');
  app.log.info(
    // PUBLIC_URL: the one address whose cookies, payment returns and links agree (pages asked for under
    // another name of this listener are sent there).
    `${config.brandName} is serving ${config.baseUrl} ` +
      `(database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('BulkBazar failed to start:', err);
  }
  process.exit(1);
});
