import { multipartBody, type Part } from '../uploads/multipart-bodies.js';
import { pngBytes } from '../uploads/test-images.js';
import { tinyPdf } from './tiny-pdf.js';

export { tinyPdf };

// Files and bodies for the verification tests (server, matrix, browser): a real one-page PDF and the
// multipart body POST /api/verification takes.

export const documentPart = (
  name: string,
  data: Buffer,
  filename = 'scan.png',
  type = 'image/png',
): Part => ({
  name,
  filename,
  type,
  data,
});

/** A trade licence (PDF) and an NID (PNG), and `companyId` when given: what the applicant's page sends. */
export async function documentsBody(companyId?: string) {
  const parts: Part[] = [
    documentPart('tradeLicence', tinyPdf(), 'licence.pdf', 'application/pdf'),
    documentPart('nid', await pngBytes(60, 40)),
  ];
  if (companyId) parts.push({ name: 'companyId', data: companyId });
  return multipartBody(parts);
}
