// Everything that draws a PDF, in one module loaded on first use (pdf-renderers.ts): pdfkit, fontkit and
// harfbuzz's WebAssembly with the Bengali fonts cost about 40 MiB and half a second to load, for documents a
// shop makes now and then. The server's build puts this module and those packages' imports in a chunk of
// their own (server/build.mjs: splitting), so nothing of it is read at start.
export { renderInvoicePdf } from './invoice-pdf.js';
export { renderCommissionInvoicePdf } from './invoice-commission-pdf-draw.js';
export { renderStatementPdf } from './statement-pdf-draw.js';
