import type { FastifyRequest } from 'fastify';
import { AppError } from '../../kernel/app-error.js';
import { badFile } from './sheet-read.js';

/** An import file's cap: a 10,000-row sheet with long descriptions is a few MB. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_REQUEST_BYTES = MAX_IMPORT_BYTES + 64 * 1024;

export const IMPORT_MULTIPART_LIMITS = {
  fileSize: MAX_IMPORT_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 16 * 1024,
  parts: 6,
  headerPairs: 20,
};

const tooLargeMessage = `The file is too large: at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB`;
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage, { file: tooLargeMessage });
const attachMessage = 'Attach the CSV or XLSX file in the field "file"';

/** The one file of a multipart import request and its name; every way the body can be wrong is a 4xx naming `file`. */
export async function readImportFile(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data', {
      file: 'Send the file as multipart/form-data',
    });
  if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_REQUEST_BYTES) throw tooLarge();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file') throw badFile(attachMessage);
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      return { name: part.filename ?? '', bytes };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw badFile(
      'The upload is not valid multipart/form-data (missing boundary, cut short or too many parts)',
    );
  }
  throw badFile(attachMessage);
}
