import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../kernel/app-error.js';
import { MAX_UPLOAD_BYTES } from './image-processing.js';

/** The whole request may exceed the file cap only by room for the part headers and a few small fields. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/** What busboy may take from one upload request (files: 2 so a second file is seen, and refused). */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 2,
  fields: 5,
  fieldSize: 16 * 1024,
  parts: 7,
  headerPairs: 20,
};

const tooLargeMessage = `The file is too large: at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage, { file: tooLargeMessage });
const invalid = (message: string) => new AppError('VALIDATION_FAILED', message, { file: message });
const attachMessage = 'Attach the image in the field "file"';

/**
 * The parser's failures as our errors. Its own errors carry a code; busboy's (no boundary, a body cut short,
 * broken part headers) carry none and can only come from what the client sent: all are the client's 4xx.
 */
function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_FILES_LIMIT': {
      const message = 'Too many parts: send one image in the field "file"';
      return new AppError('PAYLOAD_TOO_LARGE', message, { file: message });
    }
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return invalid('A form field is not allowed: send one image in the field "file"');
    default: {
      const message = 'The upload is not valid multipart/form-data (missing boundary or cut short)';
      return new AppError('BAD_REQUEST', message, { file: message });
    }
  }
}

/** Exactly one file part named "file"; other text fields are ignored. */
async function collect(parts: AsyncIterableIterator<Multipart>): Promise<Buffer> {
  let image: Buffer | undefined;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname === 'file') throw invalid(attachMessage);
      continue;
    }
    if (part.fieldname !== 'file') throw invalid(attachMessage);
    if (image) throw invalid('Send one image per request');
    image = await part.toBuffer();
    // The parser throws when it sees the cap passed while reading, but not when the cap falls exactly on a
    // chunk boundary: then the stream ends "normally", cut at the cap. The flag is the one reliable sign.
    if (part.file.truncated) throw tooLarge();
  }
  if (!image) throw invalid(attachMessage);
  return image;
}

/** Rejects once more than `max` bytes have arrived (a chunked request declares no length up front). */
function byteCap(raw: Readable, max: number) {
  let received = 0;
  let fail: (err: AppError) => void = () => {};
  const exceeded = new Promise<never>((_, reject) => (fail = reject));
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > max) fail(tooLarge());
  };
  raw.on('data', count);
  return { exceeded, stop: () => raw.off('data', count) };
}

/** Reads the one image of a multipart upload; every way the body can be wrong is a 4xx naming `file`. */
export async function readUploadedImage(request: FastifyRequest): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_REQUEST_BYTES) throw tooLarge();
  // Both in one synchronous step: collect() pipes the request into the parser before the first await, and
  // the counter's listener sees the same chunks; no data can flow in between.
  const reading = collect(request.parts());
  const cap = byteCap(request.raw, MAX_UPLOAD_REQUEST_BYTES);
  // If the cap wins the race, the reading goes on in the background until the connection closes.
  reading.catch(() => {});
  try {
    return await Promise.race([reading, cap.exceeded]);
  } catch (err) {
    throw toAppError(err);
  } finally {
    cap.stop();
  }
}
