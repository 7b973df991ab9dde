// A listing's stock adjustments and history (issue 30 item 7), key for key with ./bn-stock.ts.
export const enStock = {
  stock: {
    title: 'Stock',
    now: 'In stock now: {{count}}',
    variant: 'Variant',
    change: 'Change (+ received, − taken away)',
    reason: 'Reason',
    note: 'Note (optional)',
    save: 'Adjust stock',
    history: 'Stock history',
    none: 'No stock moves yet.',
    byShop: 'Orders',
    reasons: {
      received: 'Received',
      damaged: 'Damaged',
      returned: 'Returned',
      correction: 'Correction',
      order: 'Order',
      cancel: 'Cancelled order',
      import: 'Import',
    },
    columns: {
      when: 'When',
      what: 'Why',
      variantColumn: 'Variant',
      changeColumn: 'Change',
      before: 'Before',
      after: 'After',
      who: 'Who',
    },
  },
};
