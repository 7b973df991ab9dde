import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter } from './openapi-operations.js';

// Hostile values, and bad bodies and parameters built from an operation's documented schemas.

export const nasty = fc.constantFrom(
  "' OR '1'='1",
  '1; DROP TABLE products; --',
  "'); DELETE FROM users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\uFEFF\u202E\u200B',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ঢাকা 🏪',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '0x10',
  'x'.repeat(20_000),
  '',
  ' ',
);

export const oddNumber = fc.oneof(
  fc.double(),
  fc.integer({ min: -1e15, max: 1e15 }),
  fc.constantFrom(0, -1, 0.5, 1.005, 1e12, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
);

export const anyValue = fc.oneof(
  nasty,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.string(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

/** Keys a client may not set, and keys that would pollute prototypes if merged naively. */
const EXTRA_KEYS = ['role', 'status', 'banned', 'totalPrice', 'author', 'sellerId', 'isAdmin', 'id'];
const POLLUTION = [
  '{"__proto__":{"role":"admin","isAdmin":true}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
];

/** A value the field's schema rejects: out of its range, too long, of another type, or simply hostile. */
function badValueFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const targeted: fc.Arbitrary<unknown>[] = [anyValue];
  if (schema?.maxLength !== undefined) targeted.push(fc.constant('x'.repeat(schema.maxLength + 1)));
  if (schema?.minLength) targeted.push(fc.constant('x'.repeat(schema.minLength - 1)));
  if (schema?.maximum !== undefined) targeted.push(fc.constant(schema.maximum + 1));
  if (schema?.minimum !== undefined) targeted.push(fc.constant(schema.minimum - 1));
  if (schema?.type === 'integer') targeted.push(fc.constant(1.5));
  if (schema?.enum) targeted.push(fc.constantFrom('ADMIN', 'superuser', `${String(schema.enum[0])} `));
  if (schema?.maxItems !== undefined)
    targeted.push(fc.constant(Array.from({ length: schema.maxItems + 1 }, () => 'x')));
  return fc.oneof(...targeted);
}

type Body = Record<string, unknown>;
type Mutation = (body: Body) => unknown;

/** One change to a valid body that (usually) makes it invalid. */
function mutation(schema: JsonSchema): fc.Arbitrary<Mutation> {
  const props = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const options: fc.Arbitrary<Mutation>[] = [
    fc.constantFrom(...EXTRA_KEYS).chain((key) => anyValue.map((v): Mutation => (b) => ({ ...b, [key]: v }))),
    fc.constantFrom(...POLLUTION).map((json): Mutation => (b) => ({ ...b, ...JSON.parse(json) })),
    fc.oneof(anyValue, fc.constant([]), fc.constant('{}')).map(
      (whole): Mutation =>
        () =>
          whole,
    ),
  ];
  if (props.length) {
    options.push(
      fc
        .constantFrom(...props)
        .chain((key) =>
          badValueFor(schema.properties?.[key]).map((v): Mutation => (b) => ({ ...b, [key]: v })),
        ),
    );
  }
  if (required.length) {
    options.push(
      fc.constantFrom(...required).map(
        (key): Mutation =>
          (b) =>
            Object.fromEntries(Object.entries(b).filter(([k]) => k !== key)),
      ),
    );
  }
  return fc.oneof(...options);
}

/**
 * Bodies the operation's documented schema rejects: a valid body (`seed`) with one to three mutations.
 * Kept only when the schema rejects the result, so the server must refuse every one of them.
 */
export function badBody(operation: Operation, seed: Body): fc.Arbitrary<unknown> {
  const body = operation.body!;
  return (
    fc
      .array(mutation(body.schema), { minLength: 1, maxLength: 3 })
      .map((changes) =>
        changes.reduce<unknown>(
          (b, change) => change(b && typeof b === 'object' && !Array.isArray(b) ? (b as Body) : {}),
          seed,
        ),
      )
      // What the server receives is the body's JSON, which drops undefined members and turns NaN into null: judged
      // as a value, { '': undefined } broke the record schema of SSLCommerz's IPN, but it is sent as {}, which that
      // schema accepts (a CI run's counterexample). So the body is judged, and sent, as its JSON round trip.
      .map((b) => {
        const json = JSON.stringify(b);
        return json === undefined ? b : (JSON.parse(json) as unknown);
      })
      .filter((b) => !body.accepts.safeParse(b).success)
  );
}

/** A body that satisfies the schema's types where it can (a starting point when no valid body is declared). */
export function sampleBody(schema: JsonSchema): Body {
  const sample = (s: JsonSchema | undefined): unknown => {
    if (!s) return 'x';
    if (s.const !== undefined) return s.const;
    if (s.enum) return s.enum[0];
    if (s.default !== undefined) return s.default;
    const type = [s.type ?? (s.anyOf ? s.anyOf[0]?.type : 'string')].flat()[0];
    if (type === 'object')
      return Object.fromEntries((s.required ?? []).map((k) => [k, sample(s.properties?.[k])]));
    if (type === 'array') return [];
    if (type === 'integer' || type === 'number') return Math.max(s.minimum ?? 1, 1);
    if (type === 'boolean') return true;
    return 'x'.repeat(Math.max(s.minLength ?? 1, 1));
  };
  return sample(schema) as Body;
}

/**
 * Path parameter values that name nothing: not ids, too long, traversal, NUL, encoded tricks. A value of
 * `.` or `..` is left out: as a whole segment the URL parser resolves it away before routing (even
 * encoded as %2E), so it would never reach the route under test.
 */
export const badPathValue = fc
  .oneof(
    nasty.filter((v) => v !== ''),
    fc.constantFrom(
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '../admin',
      '..%2f..%2f',
      '%2e%2e',
      'x'.repeat(150),
      '1',
      '-1',
      'null',
      'undefined',
    ),
    fc.string({ minLength: 1, maxLength: 40 }),
  )
  .filter((v) => v !== '.' && v !== '..');

/** Query strings: declared keys with hostile values, plus keys nobody declared. */
export function badQuery(params: Parameter[]): fc.Arbitrary<Record<string, string>> {
  const keys = [
    ...params.filter((p) => p.in === 'query').map((p) => p.name),
    '__proto__',
    'constructor[prototype][role]',
    'page[]',
    'limit[$gt]',
  ];
  const text = fc.oneof(nasty, fc.string(), oddNumber.map(String), fc.constantFrom('[]', '{}', 'true'));
  return fc.dictionary(fc.constantFrom(...keys), text, { minKeys: 1, maxKeys: 5 });
}

export const queryString = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v.slice(0, 2000))}`)
    .join('&');
