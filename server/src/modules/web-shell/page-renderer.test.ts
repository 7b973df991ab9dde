import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asCookie, signUpAdmin } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { buildRenderingBundle } from '../../../test/rendering-bundle.js';
import { bodyProblems, listOperations } from '../../../test/security/openapi-operations.js';

// The rendering bundle carries its own zod and contract, one copy per language. Loaded into the server it must
// leave the server's schemas as they were: once, its copies' `.meta({ id })` took the contract's ids over in
// zod's process-wide registry, and the OpenAPI document gave PUT /api/admin/content's body its output shape —
// merchantNumbers (`.default({})`) required — while the tests, which ran without a web build, passed.
// No other app in this file: the document must be generated after the bundle is loaded, and
// fastify-type-provider-zod keeps what it derived from the registry for the whole process.
let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bb-ssr-schemas-'));
  t = await buildTestApp({ WEB_DIST_DIR: await buildRenderingBundle(dir) });
  // Pages in both languages first: whatever the copies set up only while rendering has happened by then.
  for (const cookie of ['lang=en', 'lang=bn']) {
    const res = await t.app.inject({ url: '/', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="page-state"');
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const content = { heroTitle: 'Wholesale rice', heroSubtitle: 'By the sack', faq: [] };

describe('the server with the rendering bundle loaded', () => {
  it('PUT /api/admin/content takes a body without merchantNumbers and saves none', async () => {
    const admin = await signUpAdmin(t.app, t.database.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/content',
      headers: asCookie(admin),
      payload: content,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...content, merchantNumbers: {} });
  });

  it('documents that body as the contract takes it: merchantNumbers and codAdvance not required', () => {
    const operation = listOperations(t.app).find((o) => o.key === 'PUT /api/admin/content');
    expect(operation?.body?.schema.required).toEqual(['heroTitle', 'heroSubtitle', 'faq']);
    expect(bodyProblems(operation!, content)).toEqual([]);
  });

  it('refers every request body and parameter to input components (the "…Input" schemas)', () => {
    type Operation = { requestBody?: unknown; parameters?: unknown };
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const refs = Object.values(doc.paths)
      .flatMap((item) => Object.values(item))
      .flatMap(({ requestBody, parameters }) =>
        [...JSON.stringify([requestBody, parameters]).matchAll(/#\/components\/schemas\/\w+/g)].map(
          (m) => m[0],
        ),
      );
    expect(refs).toContain('#/components/schemas/SiteContentInput');
    expect(refs.filter((ref) => !ref.endsWith('Input'))).toEqual([]);
  });
});
