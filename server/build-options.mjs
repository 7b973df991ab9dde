// esbuild's options for the server's bundle (build.mjs), shared with the test that checks what loads at start
// (src/start-imports.test.ts). Our workspace packages (the contract, shipped as TypeScript) are bundled in;
// every npm dependency stays external and is loaded from node_modules at run time.
// Splitting: what the code imports with import() (the PDF stack, the S3 client, mail parsing …, decision
// 0030) becomes a chunk of its own beside main.js, loaded on first use; without it esbuild would inline those
// modules and hoist their packages' imports to the top of main.js, loading them all at start. The chunks
// ([name]-[hash].js) sit beside main.js, so paths taken from import.meta.url (migrations, web/dist) stay the same.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@bulkbazar/'));

/** @type {import('esbuild').BuildOptions} */
export const serverBuildOptions = {
  entryPoints: ['src/main.ts', 'src/cli/admin.ts'].filter(
    (f) => f !== 'src/cli/admin.ts' || pkg.scripts.admin,
  ),
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  splitting: true,
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
};
