// The platform's commission invoice as PDF: drawn by invoice-commission-pdf-draw.ts, whose PDF stack loads on
// first use.
export { renderCommissionInvoicePdf } from './pdf-renderers.js';
