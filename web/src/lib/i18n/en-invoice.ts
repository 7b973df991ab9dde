// The English texts of invoices (issue 15): the links to an order's PDF invoice in My Orders, the seller's
// orders and the dashboard. They are page texts (merged into ./en-pages.ts).
export const enInvoice = {
  invoice: {
    download: 'Invoice (PDF)',
    downloadLabel: 'Download the invoice of order {{id}} (PDF)',
  },
};
