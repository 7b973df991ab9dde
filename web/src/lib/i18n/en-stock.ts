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
    // The listing form's field and My products' summary.
    alert: 'Low-stock alert',
    alertHint: 'We tell you once when stock falls to this many pieces or fewer. Leave empty for no alert.',
    summary: {
      title: 'Your stock',
      value: 'Stock value {{value}}',
      valueHint: 'Stock × price per piece over {{count}} listings',
      low: 'Low on stock',
      lowNone: 'Nothing is at or under its low-stock alert.',
      left: '{{stock}} pcs left · alert at {{threshold}}',
    },
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
