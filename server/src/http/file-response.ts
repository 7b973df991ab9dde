import { z } from 'zod';

/**
 * A 200 that is a file rather than JSON, for a route's `response`: the document shows its media type, and the
 * errors beside it keep the default application/json (a route-wide `produces` would label them as the file
 * type too). Fastify sends the route's Buffer or stream as it is, so this schema never serialises anything.
 */
export function fileResponse(mediaType: string, description: string) {
  const schema = mediaType.startsWith('text/') ? z.string() : z.string().meta({ format: 'binary' });
  return { description, content: { [mediaType]: { schema } } };
}
