// How much JavaScript the storefront's first page makes the browser download, measured from Vite's build
// manifest: the entry chunk (the <script type="module"> of index.html) and every chunk it imports statically
// (the <link rel="modulepreload"> tags), gzipped at a fixed level so the figure is the same on every machine.
// Dynamic imports (lazy routes, dialogs, image compression) load later and are not counted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget: 120 KiB of gzipped JavaScript (120 × 1024 bytes). */
export const BUDGET_BYTES = 120 * 1024;

export const gzipLevel = 9;

export function gzipSize(bytes) {
  return gzipSync(bytes, { level: gzipLevel }).length;
}

/** The file of `key` and, recursively, the files of its static `imports`, each once, `key`'s own first. */
export function staticClosure(manifest, key) {
  const seen = new Set();
  const files = [];
  const visit = (k) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) throw new Error(`The build manifest has no chunk ${k}`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/**
 * The files the entry loads up front, entry first: the entry's `file` and, recursively, the files of its static
 * `imports`. `dynamicImports` are skipped on purpose.
 */
export function initialFiles(manifest, entryKey = 'index.html') {
  if (!manifest[entryKey]?.isEntry) throw new Error(`${entryKey} is not an entry of the build manifest`);
  return staticClosure(manifest, entryKey);
}

/**
 * Rows of { file, bytes, gzip } for the initial JavaScript of a built app, largest first, plus the total. With
 * `before` (a manifest key such as the Bengali shell texts, which main.tsx loads before the first render), that
 * chunk and its imports count too.
 */
export function measureInitialJs(distDir, readFile = (path) => readFileSync(path), before = undefined) {
  const manifest = JSON.parse(readFile(join(distDir, '.vite', 'manifest.json')).toString('utf8'));
  const files = initialFiles(manifest);
  if (before) for (const file of staticClosure(manifest, before)) if (!files.includes(file)) files.push(file);
  const rows = files.map((file) => {
    const bytes = readFile(join(distDir, file));
    return { file, bytes: bytes.length, gzip: gzipSize(bytes) };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  return { rows, total: rows.reduce((sum, row) => sum + row.gzip, 0) };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`;

export function formatReport({ rows, total }, budget = BUDGET_BYTES, title = 'Storefront initial JS') {
  const width = Math.max(...rows.map((row) => row.file.length), 'file'.length);
  const line = (a, b, c) => `${a.padEnd(width)}  ${b.padStart(12)}  ${c.padStart(12)}`;
  return [
    `${title} (entry + static imports, gzip level ${gzipLevel})`,
    line('file', 'raw', 'gzip'),
    ...rows.map((row) => line(row.file, kib(row.bytes), kib(row.gzip))),
    line('total', kib(rows.reduce((sum, row) => sum + row.bytes, 0)), kib(total)),
    `budget ${kib(budget)} (${budget} bytes): ${total <= budget ? 'OK' : `OVER by ${kib(total - budget)}`}`,
  ].join('\n');
}
