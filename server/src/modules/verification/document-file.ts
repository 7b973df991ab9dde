import { AppError } from '../../kernel/app-error.js';

export type CheckedDocument = { contentType: 'image/webp' | 'application/pdf'; bytes: Buffer };

/** Re-encodes a picture (the uploads module's check: pixel cap, metadata dropped), handed over by composition.ts. */
export type ReencodeImage = (input: Buffer) => Promise<Buffer>;

/** JPEG, PNG and WebP by their first bytes; the re-encode then proves the rest of the file is a real picture. */
const isImage = (b: Buffer) =>
  (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) ||
  b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ||
  (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP');
const PDF_MAGIC = Buffer.from('%PDF-');
const PDF_END = Buffer.from('%%EOF');
const TYPE_MESSAGE = 'Send a photo (JPEG, PNG or WebP) or a PDF of the document';
const PDF_MESSAGE = 'This file is not a PDF (its bytes do not say so) or it is cut short';

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/**
 * Judges a document by its bytes, never by its name or claimed type. A PDF must start with the PDF header and
 * end with its end-of-file marker (a file cut short or merely renamed fails); it is kept as sent and only ever
 * served as an attachment-safe download to the people allowed. An image is re-encoded (metadata dropped, as
 * every upload of the shop), so nothing hidden in it survives.
 */
export async function checkDocument(
  field: string,
  input: Buffer,
  reencode: ReencodeImage,
): Promise<CheckedDocument> {
  if (input.length === 0) throw invalid(field, 'The file is empty');
  if (input.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    if (!input.subarray(-1024).includes(PDF_END)) throw invalid(field, PDF_MESSAGE);
    return { contentType: 'application/pdf', bytes: input };
  }
  if (!isImage(input)) throw invalid(field, TYPE_MESSAGE);
  try {
    return { contentType: 'image/webp', bytes: await reencode(input) };
  } catch (err) {
    // The image checks name the upload field `file`; here the document's own field is named.
    if (err instanceof AppError) throw invalid(field, err.message);
    throw err;
  }
}
