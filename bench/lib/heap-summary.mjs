// What a V8 heap snapshot (.heapsnapshot, from v8.writeHeapSnapshot) holds, as markdown: the self size by
// kind of object (code, strings, closures, arrays …) and the biggest groups by kind and constructor/name.
// Self sizes, not retained sizes: a dominator tree over millions of nodes is more than a bench needs; the
// groups name the owners well enough (compiled code of a package, its source strings, a cache's Map).
// Also: `node bench/lib/heap-summary.mjs file.heapsnapshot`.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export async function summarizeHeapSnapshot(file, top = 20) {
  const snap = JSON.parse(await readFile(file, 'utf8'));
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const iType = fields.indexOf('type');
  const iName = fields.indexOf('name');
  const iSize = fields.indexOf('self_size');
  const byType = new Map();
  const byName = new Map();
  let total = 0;
  const nodes = snap.nodes;
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + iType]];
    const size = nodes[i + iSize];
    total += size;
    byType.set(type, (byType.get(type) ?? 0) + size);
    // Strings are grouped as one ('string'), not by their text; the rest by kind and name.
    const name = ['string', 'concatenated string', 'sliced string'].includes(type)
      ? ''
      : String(snap.strings[nodes[i + iName]]).slice(0, 60);
    const key = `${type}\u0000${name}`;
    const entry = byName.get(key) ?? { count: 0, size: 0 };
    entry.count++;
    entry.size += size;
    byName.set(key, entry);
  }
  const mb = (b) => (b / 2 ** 20).toFixed(1);
  const out = [`Total self size ${mb(total)} MiB in ${nodes.length / width} objects.\n`];
  out.push('| kind | MiB |\n| --- | --- |');
  for (const [type, size] of [...byType].sort((a, b) => b[1] - a[1]).slice(0, 10))
    out.push(`| ${type} | ${mb(size)} |`);
  out.push('\n| kind | name | objects | MiB |\n| --- | --- | --- | --- |');
  for (const [key, { count, size }] of [...byName].sort((a, b) => b[1].size - a[1].size).slice(0, top)) {
    const [type, name] = key.split('\u0000');
    out.push(
      `| ${type} | ${name.replaceAll('|', '\\|').replaceAll('\n', ' ') || '—'} | ${count} | ${mb(size)} |`,
    );
  }
  return out.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  console.log(await summarizeHeapSnapshot(process.argv[2], Number(process.argv[3] ?? 30)));
