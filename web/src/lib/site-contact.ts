// The footer's contact box. Plain text on purpose: there is no contact form behind it. The operator edits these
// two lines (they move to the content API with the dashboard's content management).
export const siteContact = {
  email: 'support@bulkbazar.com.bd',
  phone: '+880 9612-345678',
} as const;
