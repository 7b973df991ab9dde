import { randomBytes } from 'node:crypto';

// Hand-built multipart/form-data bodies for the upload tests and the fuzz suite: well-formed ones and the
// malformed, truncated and padded ones an attacker sends. Built byte by byte, so nothing fixes them up.

export type Part = { name: string; filename?: string; type?: string; data: Buffer | string };
export type MultipartBody = { payload: Buffer; contentType: string; boundary: string };

const CRLF = '\r\n';

export function multipartBody(
  parts: Part[],
  boundary = `bb${randomBytes(8).toString('hex')}`,
): MultipartBody {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.type ? `Content-Type: ${part.type}${CRLF}` : '';
    chunks.push(Buffer.from(`--${boundary}${CRLF}Content-Disposition: ${disposition}${CRLF}${type}${CRLF}`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from(CRLF));
  }
  chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
    boundary,
  };
}

/** One image in the field "file", the way the web app sends it. */
export const filePart = (data: Buffer, filename = 'photo.png', type = 'image/png'): Part => ({
  name: 'file',
  filename,
  type,
  data,
});

/** A real image followed by `bytes` of padding: still decodes, but is bigger than the upload cap. */
export const padded = (image: Buffer, bytes: number) => Buffer.concat([image, Buffer.alloc(bytes, 1)]);

/**
 * Malformed requests that claim to be multipart: the upload route answers each with 400 naming `file`.
 * A fuzz suite can send these to every multipart route; none may answer 5xx.
 */
export function malformedMultipart(image: Buffer): { name: string; contentType: string; payload: Buffer }[] {
  const good = multipartBody([filePart(image)]);
  const cut = (n: number) => good.payload.subarray(0, n);
  return [
    { name: 'no boundary', contentType: 'multipart/form-data', payload: good.payload },
    { name: 'empty boundary', contentType: 'multipart/form-data; boundary=', payload: good.payload },
    { name: 'other boundary', contentType: 'multipart/form-data; boundary=nope', payload: good.payload },
    { name: 'empty body', contentType: good.contentType, payload: Buffer.alloc(0) },
    { name: 'cut in the headers', contentType: good.contentType, payload: cut(40) },
    { name: 'cut in the file', contentType: good.contentType, payload: cut(good.payload.length - 60) },
    { name: 'no closing boundary', contentType: good.contentType, payload: cut(good.payload.length - 8) },
    {
      name: 'no part headers',
      contentType: good.contentType,
      payload: Buffer.from(`--${good.boundary}\r\n\r\n${'x'.repeat(100)}\r\n--${good.boundary}--\r\n`),
    },
    {
      name: 'garbage',
      contentType: good.contentType,
      payload: randomBytes(4096),
    },
  ];
}
