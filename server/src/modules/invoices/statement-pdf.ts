// A seller's monthly statement as PDF: drawn by statement-pdf-draw.ts, whose PDF stack loads on first use.
export { renderStatementPdf } from './pdf-renderers.js';
