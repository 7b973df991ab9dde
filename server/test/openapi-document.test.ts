import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteRule } from '../src/http/route-rules.js';
import { buildTestApp } from './build-test-app.js';

/**
 * /api/docs/json as its consumers take it: Spectral (spectral:oas) and Redocly (recommended) lint it, and
 * openapi-typescript turns it into the `paths` a typed client compiles against (fixtures/openapi-client).
 * The lint rules live in server/openapi/. The app runs with the payment and courier stand-ins on, so the test
 * also sees that they stay out of the document.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const SIGNED_IN = [{ cookie: [] }, { bearer: [] }];

type Operation = {
  operationId?: string;
  security?: unknown;
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Document = { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };
type Run = { code: number; output: string };

/** Runs a tool and keeps its exit code and output (a failing lint is an answer here, not an exception). */
function run(command: string, args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      {
        cwd,
        maxBuffer: 64 * 1024 * 1024,
        env: {
          ...process.env,
          NO_COLOR: '1',
          REDOCLY_TELEMETRY: 'off',
          REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) || 1 : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** The JSON a tool printed (after any banner it writes first). */
function jsonOf<T>(output: string, open: '[' | '{'): T {
  return JSON.parse(output.slice(output.indexOf(open), output.lastIndexOf(open === '[' ? ']' : '}') + 1));
}

let dir: string;
let doc: Document;
let rules: RouteRule[];
let spectral: Run;
let redocly: Run;
let typecheck: { generate: Run; tsc?: Run };

beforeAll(async () => {
  const t = await buildTestApp({ PAYMENTS_FAKE: 'true', COURIERS_FAKE: 'true' });
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
    rules = [...t.app.routeRules];
  } finally {
    await t.close();
  }
  dir = await mkdtemp(join(tmpdir(), 'bb-openapi-'));
  const file = join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(doc, null, 2));
  // The generated paths are mapped to the module name the fixture imports.
  await writeFile(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: join(ROOT, 'tsconfig.base.json'),
      compilerOptions: {
        lib: ['ES2023', 'DOM'],
        types: [],
        paths: { 'generated-openapi-paths': ['./openapi.d.ts'] },
      },
      files: [join(ROOT, 'server/test/fixtures/openapi-client/typed-calls.ts')],
    }),
  );
  [spectral, redocly, typecheck] = await Promise.all([
    run(
      bin('spectral'),
      ['lint', '--ruleset', join(ROOT, 'server/openapi/spectral.yaml'), '-f', 'json', '-q', file],
      dir,
    ),
    run(
      bin('redocly'),
      ['lint', '--config', join(ROOT, 'server/openapi/redocly.yaml'), '--format', 'json', file],
      dir,
    ),
    (async () => {
      const generate = await run(bin('openapi-typescript'), [file, '-o', join(dir, 'openapi.d.ts')], dir);
      return generate.code === 0 ? { generate, tsc: await run(bin('tsc'), ['-p', dir], dir) } : { generate };
    })(),
  ]);
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ path, method, op: item[method] }] : [])),
  );

describe('the OpenAPI document', () => {
  it('passes Spectral (spectral:oas and server/openapi/spectral.yaml) without an error', () => {
    const results = jsonOf<{ code: string; severity: number; message: string; path: string[] }[]>(
      spectral.output,
      '[',
    );
    const errors = results
      .filter((r) => r.severity === 0)
      .map((r) => `${r.code} ${r.path.join('.')}: ${r.message}`);
    console.info(`Spectral: ${results.filter((r) => r.severity === 1).length} warnings`);
    expect(errors).toEqual([]);
    expect(spectral.code).toBe(0);
  });

  it('passes Redocly (recommended, server/openapi/redocly.yaml) without an error', () => {
    const report = jsonOf<{
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    }>(redocly.output, '{');
    console.info(`Redocly: ${report.totals.warnings} warnings`);
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('generates a typed client (openapi-typescript) that the typed calls compile against', () => {
    expect(typecheck.generate.code, typecheck.generate.output).toBe(0);
    expect(typecheck.tsc?.output).toBe('');
    expect(typecheck.tsc?.code).toBe(0);
  });

  it('says who may call each operation, from its access rule: [] when public, else the cookie or the token', () => {
    for (const { path, method, op } of operations()) {
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      const rule = rules.find((r) => r.url === url && r.method.split(',').includes(method.toUpperCase()));
      if (url.startsWith('/api')) expect(rule, `${method} ${path}`).toBeDefined();
      const signedIn = rule?.access !== undefined && rule.access !== 'public';
      expect(op.security, `${method} ${path}`).toEqual(signedIn ? SIGNED_IN : []);
    }
    // Both kinds occur, so neither branch above is vacuous.
    const kinds = new Set(operations().map(({ op }) => JSON.stringify(op.security)));
    expect([...kinds].sort()).toEqual([JSON.stringify([]), JSON.stringify(SIGNED_IN)].sort());
  });

  it('names every operation once, after its method and path', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/orders/{id}/invoice.pdf']?.get?.operationId).toBe('getOrdersByIdInvoicePdf');
  });

  it('leaves out the stand-ins of the gateways and couriers (they are theirs, not our API)', () => {
    expect(rules.filter((r) => r.url.startsWith('/_fake/')).map((r) => r.url)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/_fake\/steadfast\//),
        expect.stringMatching(/^\/_fake\/bkash\//),
      ]),
    );
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/_fake'))).toEqual([]);
  });

  it("lists bKash's return parameters as query parameters", () => {
    const params = doc.paths['/api/payments/bkash/callback']?.get?.parameters ?? [];
    expect(params.map((p) => `${p.in} ${p.name}`).sort()).toEqual(['query paymentID', 'query status']);
  });

  it('documents the invoice and the CSV exports as files, and their errors as JSON', () => {
    const files = operations().filter(({ path }) => /\.(pdf|csv)$/.test(path));
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const { path, op } of files) {
      const type = path.endsWith('.pdf') ? 'application/pdf' : 'text/csv';
      expect(Object.keys(op.responses['200']?.content ?? {}), path).toEqual([type]);
      expect(Object.keys(op.responses['401']?.content ?? {}), path).toEqual(['application/json']);
    }
  });
});
