import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

// Decision 0030: the packages a shop uses now and then are imported on first use, not at start. This bundles the
// server as `npm run build` does (in memory) and follows main.js's static imports, through the chunks they
// load, to every npm package read before the first line of ours runs.
const RARELY_USED = [
  'pdfkit',
  'fontkit',
  'harfbuzzjs',
  '@aws-sdk/client-s3',
  'mailparser',
  'nodemailer',
  'sharp',
  'ioredis',
  'web-push',
  // Issue 35: the listing import's workbook readers and the backups' archiver.
  'exceljs',
  'fflate',
  'tar',
];

const serverDir = fileURLToPath(new URL('..', import.meta.url));

async function bundle(): Promise<Metafile> {
  const { serverBuildOptions } = (await import(pathToFileURL(`${serverDir}build-options.mjs`).href)) as {
    serverBuildOptions: BuildOptions;
  };
  const result = await build({
    ...serverBuildOptions,
    absWorkingDir: serverDir,
    write: false,
    sourcemap: false,
    metafile: true,
  });
  return result.metafile;
}

/** Packages main.js loads at start: its static imports, and those of the chunks it imports statically. */
function loadedAtStart(meta: Metafile, entry: string): { packages: Set<string>; lazy: Set<string> } {
  const packages = new Set<string>();
  const lazy = new Set<string>();
  const seen = new Set<string>();
  const visit = (output: string) => {
    if (seen.has(output)) return;
    seen.add(output);
    for (const imp of meta.outputs[output]!.imports) {
      if (imp.kind === 'dynamic-import') {
        if (imp.external) lazy.add(imp.path);
        continue;
      }
      if (imp.external) packages.add(imp.path);
      else visit(imp.path);
    }
  };
  visit(entry);
  return { packages, lazy };
}

describe('what the built server loads at start', () => {
  it('leaves the PDF stack, the S3 client, mail, sharp, Redis and web push to their first use', async () => {
    const meta = await bundle();
    const { packages } = loadedAtStart(meta, 'dist/main.js');
    expect(packages.has('fastify')).toBe(true); // the walk sees the packages a start needs
    expect(
      RARELY_USED.filter((name) => [...packages].some((p) => p === name || p.startsWith(`${name}/`))),
    ).toEqual([]);
    // and they are still in the bundle, behind an import() (in main.js or a chunk loaded on first use)
    const everywhere = new Set(Object.values(meta.outputs).flatMap((o) => o.imports.map((i) => i.path)));
    for (const name of RARELY_USED)
      expect([...everywhere].some((p) => p === name || p.startsWith(`${name}/`))).toBe(true);
    // The common-password list is required on the first new password (kernel/password-policy.ts), not imported.
    expect([...everywhere].filter((p) => p.startsWith('@zxcvbn-ts/'))).toEqual([]);
  }, 60_000);
});
