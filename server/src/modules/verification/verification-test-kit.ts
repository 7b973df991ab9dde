import { multipartBody, type Part } from '../uploads/multipart-bodies.js';
import { pngBytes } from '../uploads/test-images.js';

// Files and bodies for the verification tests (server, matrix, browser): a real one-page PDF and the
// multipart body POST /api/verification takes.

/** A minimal, well-formed one-page PDF (header, objects, cross-reference table, trailer, end marker). */
export function tinyPdf(text = 'Trade licence TRAD/DNCC/2024/1'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 12 Tf 20 70 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 12 Tf 20 70 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

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
