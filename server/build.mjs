// Bundles the server into dist/main.js (and chunks beside it loaded on first use): options in build-options.mjs.
import { execFileSync } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';
import { serverBuildOptions } from './build-options.mjs';

await rm('dist', { recursive: true, force: true });
await build(serverBuildOptions);
await cp('src/db/migrations', 'dist/db/migrations', { recursive: true });
// The embedded database's first folder, made once here instead of by initdb in every shop's first start.
execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/pglite-initial.ts', 'dist/db'], {
  stdio: 'inherit',
});
// The demo's pictures, drawn once here instead of at every shop's first start (seed/images.ts).
execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/demo-pictures.ts', 'dist/demo-pictures'], {
  stdio: 'inherit',
});
console.log('server built: dist/main.js');
