import fc from 'fast-check';
import { malformedMultipart } from '../../src/modules/uploads/multipart-bodies.js';
import type { Operation } from './openapi-operations.js';

// Raw request bodies: malformed JSON, wrong content types, depth and size attacks, broken multipart.

export type RawBody = { name: string; payload: string | Buffer; contentType: string };

/** Whether the app's JSON parser (which, unlike JSON.parse, skips a leading byte-order mark) refuses it. */
const throwsOnParse = (text: string) => {
  try {
    JSON.parse(text.replace(/^\uFEFF/, ''));
    return false;
  } catch {
    return true;
  }
};

const malformedJson = fc
  .oneof(
    fc.string().map((s) => `{${s}`),
    fc.constantFrom(
      '{"a":1,}',
      '[1,2',
      '{"__proto__":',
      "{'a':1}",
      '{"a":NaN}',
      '{"a":Infinity}',
      '{"a":"\\u00zz"}',
      '{"a":1}}',
      '',
      '\uFEFF{',
    ),
  )
  .filter(throwsOnParse);

/** Well-formed JSON of the wrong shape (or with an out-of-range number), and arbitrary text. */
const otherText = fc.oneof(
  fc.constantFrom('null', 'true', '0', '[]', '"just a string"', '{"price": 1e999}', '[{"a":1}]'),
  fc.string({ maxLength: 200 }),
);

/** Content types the app either does not parse (415) or parses as text or JSON. */
const unparsed = ['application/x-www-form-urlencoded', 'application/xml', 'text/csv', 'image/png'];
const parsed = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/json; charset=utf-16',
];

/**
 * Bodies every write operation must refuse. An operation without a documented body gets only what the
 * parser itself must refuse (its handler would act on anything else); one with a body also gets
 * well-formed text that its schema rejects.
 */
export function rawBodies(operation: Operation): fc.Arbitrary<RawBody> {
  const bad = fc.record({
    name: fc.constant('malformed JSON'),
    payload: malformedJson,
    contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
  });
  const foreign = fc.record({
    name: fc.constant('unparsed content type'),
    payload: fc.oneof(malformedJson, otherText),
    // Minus what the operation documents it takes (SSLCommerz's returns are form posts).
    contentType: fc.constantFrom(...unparsed.filter((type) => !operation.consumes.includes(type))),
  });
  const body = operation.body;
  if (!body) return fc.oneof(bad, foreign);
  const wrongShape = fc
    .record({
      name: fc.constant('wrong shape or content type'),
      payload: otherText,
      contentType: fc.constantFrom(...parsed),
    })
    .filter(({ payload, contentType }) => {
      const value = contentType === 'text/plain' || throwsOnParse(payload) ? payload : JSON.parse(payload);
      return !body.accepts.safeParse(value).success;
    });
  return fc.oneof(bad, foreign, wrongShape);
}

const DEPTH = 10_000;
const json = (payload: string, name: string): RawBody => ({ name, payload, contentType: 'application/json' });

/**
 * Depth and size attacks: JSON nested 10,000 deep, a 2 MB body, and — where the operation takes a body —
 * a 900,000-character string in its first text field and a 50,000-item array.
 */
export function depthAndSize(operation: Operation, seed: Record<string, unknown>): RawBody[] {
  const attacks = [
    json('['.repeat(DEPTH) + ']'.repeat(DEPTH), 'arrays nested 10,000 deep'),
    json('{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH), 'objects nested 10,000 deep'),
    json('['.repeat(DEPTH), 'unclosed arrays 10,000 deep'),
    json(JSON.stringify({ ...seed, padding: 'x'.repeat(2 * 1024 * 1024) }), 'a 2 MB body'),
  ];
  const body = operation.body;
  if (!body) return attacks;
  const textField = Object.entries(body.schema.properties ?? {}).find(([, s]) => s.type === 'string')?.[0];
  const huge = 'x'.repeat(900_000);
  const oversized = textField ? { ...seed, [textField]: huge } : { ...seed, padding: huge };
  if (!body.accepts.safeParse(oversized).success) {
    attacks.push(json(JSON.stringify(oversized), 'a 900,000-character field'));
  }
  attacks.push(json(`[${'1,'.repeat(50_000)}1]`, 'a 50,000-item array'));
  return attacks;
}

/** Multipart bodies without a boundary, with the wrong one, truncated, or garbage. */
export const brokenMultipart = (image: Buffer): RawBody[] => malformedMultipart(image);
