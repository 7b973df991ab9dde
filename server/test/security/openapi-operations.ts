import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** A JSON schema as the OpenAPI document holds it (with `$ref`s to components resolved). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
};

/** One operation of the app's OpenAPI document, with its real method. */
export type Operation = {
  /** `METHOD url` in Fastify's syntax (`:id`), the same key as the route table's. */
  key: string;
  method: string;
  /** The path with Fastify's `:params`. */
  url: string;
  params: Parameter[];
  /** The JSON request body's schema and a validator built from it (what the document promises). */
  body?: { schema: JsonSchema; accepts: z.ZodType; required: boolean };
  /** Every content type the document says the operation takes (a gateway's return takes form posts too). */
  consumes: string[];
};

type RawOperation = {
  parameters?: (Omit<Parameter, 'required'> & { required?: boolean })[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
};
type Document = {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, unknown> };
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** Replaces `{"$ref": "#/components/schemas/X"}` with the component itself, everywhere. */
function resolveRefs(value: unknown, components: Record<string, unknown>, depth = 0): unknown {
  if (depth > 100) throw new Error('OpenAPI schema nests too deep (a recursive $ref?)');
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, components, depth + 1));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    if (!(name in components)) throw new Error(`unknown $ref ${ref}`);
    return resolveRefs(components[name], components, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, resolveRefs(v, components, depth + 1)]),
  );
}

/** Every operation of the document the app serves (GET /api/docs/json), with its real method. */
export function listOperations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as unknown as Document;
  const components = doc.components?.schemas ?? {};
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const op = resolveRefs(raw, components) as RawOperation;
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      const bodySchema = op.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
      operations.push({
        key: `${method.toUpperCase()} ${url}`,
        method: method.toUpperCase(),
        url,
        params: (op.parameters ?? []).map((p) => ({ ...p, required: p.required ?? false })),
        body: bodySchema
          ? {
              schema: bodySchema,
              accepts: z.fromJSONSchema(bodySchema as z.core.JSONSchema.JSONSchema),
              required: op.requestBody?.required ?? false,
            }
          : undefined,
        consumes: Object.keys(op.requestBody?.content ?? {}),
      });
    }
  }
  return operations;
}

/** Why `body` does not match the operation's documented body schema (empty when it does). */
export function bodyProblems(operation: Operation, body: unknown): string[] {
  if (!operation.body) return [];
  if (body === undefined) return operation.body.required ? ['no body declared, but the route needs one'] : [];
  const result = operation.body.accepts.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`);
}

export const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';
