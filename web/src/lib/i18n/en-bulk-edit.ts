// The My products table's bulk edit of prices and stock (issue 30 item 6), key for key with ./bn-bulk-edit.ts.
export const enBulkEdit = {
  bulkEdit: {
    start: 'Edit prices and stock',
    intro:
      'Change the prices and stock you need, then save: the changes are saved together or not at all. A stock change shows in the listing’s stock history as a correction.',
    save: 'Save changes',
    saving: 'Saving…',
    cancel: 'Cancel',
    priceOf: 'Price of {{name}}',
    stockOf: 'Stock of {{name}}',
    variantsHint: 'Edit the variants’ stock on the listing page',
    notANumber: 'Enter a number',
    nothing: 'Nothing was changed.',
    saved: 'Saved. Listings changed: {{count}}.',
  },
};
