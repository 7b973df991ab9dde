import type { enInvoice } from './en-invoice';
import type { Texts } from './texts';

// The Bengali texts of invoices, key for key as ./en-invoice.ts.
export const bnInvoice: Texts<typeof enInvoice> = {
  invoice: {
    download: 'চালান (PDF)',
    downloadLabel: 'অর্ডার {{id}}-এর চালান ডাউনলোড করুন (PDF)',
  },
};
