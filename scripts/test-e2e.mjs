// `npm run test:e2e`: builds the shop, then runs the Playwright specs in e2e/ against the production
// server on a free port with a fresh data folder (see e2e/playwright.config.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGoogleStandIn } from '../e2e/fixtures/google-provider.mjs';
import { findChromium } from './chromium.mjs';
import { run } from './run.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error('No Chromium found: install it with `apt-get install -y chromium` or set CHROME_PATH.');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

if (process.env.E2E_SKIP_BUILD !== '1') {
  const built = await run('npm', ['run', 'build']);
  if (built !== 0) process.exit(built);
}

const dataDir = await mkdtemp(join(tmpdir(), 'bb-e2e-'));
const google = await startGoogleStandIn();
const port = await freePort();
const code = await run(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    env: {
      ...process.env,
      CHROME_PATH: chromium,
      E2E_PORT: String(port),
      E2E_DATA_DIR: dataDir,
      E2E_OIDC_ISSUER: google.issuer,
    },
  },
);
await google.stop();
await rm(dataDir, { recursive: true, force: true });
process.exit(code);
