import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import {
  MAX_VERIFICATION_DOCUMENT_BYTES,
  VERIFICATION_DOCUMENT_KINDS,
  type VerificationDocumentKind,
} from '@bulkbazar/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../kernel/app-error.js';

/** Two documents, room for the part headers and the company field. */
export const MAX_VERIFICATION_REQUEST_BYTES = 2 * MAX_VERIFICATION_DOCUMENT_BYTES + 64 * 1024;

/** What busboy may take (files: 3 so a third is seen, and refused). */
export const VERIFICATION_MULTIPART_LIMITS = {
  fileSize: MAX_VERIFICATION_DOCUMENT_BYTES,
  files: 3,
  fields: 3,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 20,
};

export type SentDocuments = { files: Record<VerificationDocumentKind, Buffer>; companyId: string | null };

const SEND_MESSAGE = 'Send the trade licence in the field "tradeLicence" and the owner’s NID in "nid"';
const TOO_LARGE = 'The file is too large: at most 5 MB';
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });
const isKind = (name: string): name is VerificationDocumentKind =>
  (VERIFICATION_DOCUMENT_KINDS as readonly string[]).includes(name);

/** The parser's failures (its own, or busboy's on a malformed body) as the client's 400s. */
function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return invalid('documents', TOO_LARGE);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT')
    return invalid('documents', SEND_MESSAGE);
  return invalid('documents', 'The upload is not valid multipart/form-data (missing boundary or cut short)');
}

async function collect(parts: AsyncIterableIterator<Multipart>): Promise<SentDocuments> {
  const files: Partial<Record<VerificationDocumentKind, Buffer>> = {};
  let companyId: string | null = null;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname === 'companyId' && typeof part.value === 'string' && part.value !== '')
        companyId = part.value;
      else if (isKind(part.fieldname)) throw invalid(part.fieldname, 'Attach the document as a file');
      continue;
    }
    if (!isKind(part.fieldname)) throw invalid('documents', SEND_MESSAGE);
    if (files[part.fieldname]) throw invalid(part.fieldname, 'Send one file for each document');
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (err) {
      // The parser's own "too large" names no field: this part's is the one to name.
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw invalid(part.fieldname, TOO_LARGE);
      throw err;
    }
    // The cap falling exactly on a chunk boundary ends the stream "normally": the flag is the reliable sign.
    if (part.file.truncated) throw invalid(part.fieldname, TOO_LARGE);
    files[part.fieldname] = bytes;
  }
  for (const kind of VERIFICATION_DOCUMENT_KINDS)
    if (!files[kind])
      throw invalid(
        kind,
        kind === 'nid' ? 'Attach the owner’s national ID (NID)' : 'Attach the trade licence',
      );
  return { files: files as Record<VerificationDocumentKind, Buffer>, companyId };
}

/** Rejects once more than `max` bytes arrived (a chunked request declares no length up front). */
function byteCap(raw: Readable, max: number) {
  let received = 0;
  let fail: (err: AppError) => void = () => {};
  const exceeded = new Promise<never>((_, reject) => (fail = reject));
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > max) fail(invalid('documents', TOO_LARGE));
  };
  raw.on('data', count);
  return { exceeded, stop: () => raw.off('data', count) };
}

/** Reads POST /api/verification's multipart body; every way it can be wrong is a 400 naming the field. */
export async function readDocuments(request: FastifyRequest): Promise<SentDocuments> {
  if (!request.isMultipart()) throw invalid('documents', SEND_MESSAGE);
  if (Number(request.headers['content-length'] ?? 0) > MAX_VERIFICATION_REQUEST_BYTES)
    throw invalid('documents', TOO_LARGE);
  const reading = collect(request.parts());
  const cap = byteCap(request.raw, MAX_VERIFICATION_REQUEST_BYTES);
  reading.catch(() => {});
  try {
    return await Promise.race([reading, cap.exceeded]);
  } catch (err) {
    throw toAppError(err);
  } finally {
    cap.stop();
  }
}
