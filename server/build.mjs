// Bundles the server into dist/main.js (and chunks beside it loaded on first use): options in build-options.mjs.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';
import { serverBuildOptions } from './build-options.mjs';

await rm('dist', { recursive: true, force: true });
await build(serverBuildOptions);
await cp('src/db/migrations', 'dist/db/migrations', { recursive: true });
console.log('server built: dist/main.js');
