// Part of `npm run lint`: the import graph, read by madge. No cycle in the server, the web app or the
// contract; and on the server no import from a lower layer to a higher one (ESLint's per-layer rules say
// which packages and folders each may use; this checks the direction of every edge, type imports too).
// Fails too when an import of our own cannot be resolved, so a blind spot cannot pass as "no cycle".
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// Bottom to top. A file may import its own layer or lower ones. http/ is below modules/ because routes use
// its helpers (requireViewer) while http/ knows no feature; seed/ calls services as composition.ts does.
const SERVER_LAYERS = [
  { name: 'kernel/ and config.ts', test: /^(kernel\/|config\.ts$)/ },
  { name: 'db/', test: /^db\// },
  { name: 'http/', test: /^http\// },
  { name: 'modules/', test: /^modules\// },
  { name: 'composition.ts and seed/', test: /^(composition\.ts$|seed\/)/ },
  { name: 'app.ts', test: /^app\.ts$/ },
  { name: 'main.ts and cli/', test: /^(main\.ts$|cli\/)/ },
];
// Inside modules/: wiring → routes → service → the rest (repos, mappers, rules), never back up (across features
// too, for the types one module may take from another). A `*.wiring.ts` builds one feature's repos → services →
// routes from what composition.ts hands it (its block there stays one call): the composition's layer, in a module.
const kindOf = (file) =>
  /\.wiring\.ts$/.test(file)
    ? { rank: 3, name: 'wiring file' }
    : /\.routes\.ts$/.test(file)
      ? { rank: 2, name: 'routes file' }
      : /\.service\.ts$/.test(file)
        ? { rank: 1, name: 'service' }
        : { rank: 0, name: 'repo or helper' };
const layerOf = (file) => {
  const rank = SERVER_LAYERS.findIndex((l) => l.test.test(file));
  return rank < 0 ? undefined : { rank, name: SERVER_LAYERS[rank].name };
};
// Tests, and a feature's test kit beside them (`*-test-kit.ts`: setup its test files share), cross layers.
const isTest = (file) => /(\.test\.tsx?|-test-kit\.ts)$/.test(file);

/** madge's options for a workspace: its tsconfig's paths, resolved from the workspace folder. */
function options(dir) {
  const { compilerOptions = {} } = JSON.parse(readFileSync(join(root, dir, 'tsconfig.json'), 'utf8'));
  return {
    baseDir: join(root, dir, 'src'),
    fileExtensions: ['ts', 'tsx'],
    excludeRegExp: [/\.d\.ts$/],
    // madge hands the options on as raw JSON, which loses where `paths` are relative to: baseUrl says it.
    tsConfig: {
      compilerOptions: {
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        paths: compilerOptions.paths,
        baseUrl: join(root, dir),
      },
    },
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  };
}

const problems = [];
const counts = [];
for (const dir of ['packages/contract', 'server', 'web']) {
  const graph = await madge(join(root, dir, 'src'), options(dir));
  const edges = graph.obj();
  counts.push(`${dir} ${Object.keys(edges).length} files`);
  for (const cycle of graph.circular())
    problems.push(`${dir}: import cycle ${[...cycle, cycle[0]].join(' → ')}`);
  for (const name of graph.warnings().skipped) {
    if (/^(\.|@\/)/.test(name)) problems.push(`${dir}: cannot resolve ${name}`);
  }
  if (dir !== 'server') continue;
  for (const [from, imports] of Object.entries(edges)) {
    if (isTest(from)) continue;
    const a = layerOf(from);
    for (const to of imports) {
      const b = layerOf(to);
      if (!a || !b) continue;
      if (b.rank > a.rank)
        problems.push(`server: ${from} (${a.name}) imports ${to} (${b.name}), a higher layer`);
      if (a.rank === b.rank && b.name === 'modules/' && kindOf(to).rank > kindOf(from).rank)
        problems.push(`server: ${from} (a ${kindOf(from).name}) imports ${to} (a ${kindOf(to).name})`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Import graph (madge): ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Import graph (madge): ${counts.join(', ')}; no cycles, no server import from a lower layer to a higher one.`,
);
