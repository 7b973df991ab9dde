// Summarises a V8 CPU profile (node --cpu-prof) as the functions and packages with the most self time, optionally
// only over a window of the run (the bench's measured seconds, not its start-up and sign-ups).
// Run: node bench/profile-top.mjs <file.cpuprofile> [--from-end <seconds>] [--skip-end <seconds>] [--top <n>]
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const file = args[0];
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const fromEnd = opt('--from-end', Infinity);
const skipEnd = opt('--skip-end', 0);
const top = opt('--top', 20);
if (!file) {
  console.error(
    'usage: node bench/profile-top.mjs <file.cpuprofile> [--from-end s] [--skip-end s] [--top n]',
  );
  process.exit(2);
}

const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
// Sample times: startTime plus the running sum of timeDeltas (µs).
const times = [];
let t = profile.startTime;
for (const d of profile.timeDeltas) times.push((t += d));
const end = times.at(-1) - skipEnd * 1e6;
const start = end - fromEnd * 1e6;

const where = (frame) => {
  const url = frame.url || '';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.includes('/dist/main.js')) return 'our code (server/dist/main.js)';
  if (url.startsWith('node:') || url === '')
    return frame.functionName.startsWith('(') ? frame.functionName : 'node core';
  return url.replace(/^file:\/\//, '');
};

const selfByFn = new Map();
const selfByPkg = new Map();
let total = 0;
profile.samples.forEach((id, i) => {
  if (times[i] < start || times[i] > end) return;
  const frame = nodes.get(id).callFrame;
  const fn = `${frame.functionName || '(anonymous)'} ${where(frame)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
  selfByFn.set(fn, (selfByFn.get(fn) ?? 0) + 1);
  const pkg = where(frame);
  selfByPkg.set(pkg, (selfByPkg.get(pkg) ?? 0) + 1);
  total++;
});

const table = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, n]) => ({ name: name.slice(0, 110), '% self': ((100 * n) / total).toFixed(1) }));
console.log(`${total} samples in the window`);
console.log('By package (self time):');
console.table(table(selfByPkg));
console.log('By function (self time):');
console.table(table(selfByFn));
