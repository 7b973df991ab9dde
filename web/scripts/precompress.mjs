// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, so the server sends
// compressed bytes without compressing on each request (@fastify/static's `preCompressed`). A copy that would
// not be smaller is not written, and the server then sends the file as it is.
// Usage: node scripts/precompress.mjs [distDir]
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.map']);
const MIN_BYTES = 1024;

const distDir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // .vite/ holds the build manifest, which the server does not serve.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const path of files(distDir)) {
  const bytes = await readFile(path);
  if (bytes.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gzip = gzipSync(bytes, { level: 9 });
  if (brotli.length < bytes.length) await writeFile(`${path}.br`, brotli);
  if (gzip.length < bytes.length) await writeFile(`${path}.gz`, gzip);
  count++;
  before += bytes.length;
  after += Math.min(brotli.length, bytes.length);
}
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(
  `precompressed ${count} files in ${relative(process.cwd(), distDir) || '.'}: ${kib(before)} → ${kib(after)} with Brotli`,
);
