// Bundles the server into dist/main.js. Our workspace packages (the contract, shipped as TypeScript) are
// bundled in; every npm dependency stays external and is loaded from node_modules at run time.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@bulkbazar/'));

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts', 'src/cli/admin.ts'].filter(
    (f) => f !== 'src/cli/admin.ts' || pkg.scripts.admin,
  ),
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/db/migrations', { recursive: true });
console.log('server built: dist/main.js');
