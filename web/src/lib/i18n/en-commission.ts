// The English texts of the commission (issue 29 item 1): the operator's Dashboard → Finance → Commission, and the
// seller's "you receive" line on the listing form. Page texts (merged into ./en-pages.ts).
export const enCommission = {
  commission: {
    tab: 'Commission',
    title: 'Commission',
    intro:
      "What the shop keeps of each sale. A line pays its seller's override while it lasts, else its category's rate, else the default; each order adds its fixed fee, never more than the goods. Orders take the rules in force when placed: saving never changes an order already placed.",
    base: {
      title: 'Default',
      percent: 'Default commission (%)',
      fixedFee: 'Fixed fee per order (৳)',
      fixedFeeHint: 'Once per order, on top of the percentage',
    },
    categories: {
      title: 'By category',
      hint: 'Leave a category empty for the default.',
      placeholder: 'Default',
      percent: '{{category}}: commission (%)',
    },
    sellers: {
      title: 'Seller overrides',
      hint: "A seller's own rate and fixed fee, in every category, through its last day.",
      none: 'No seller overrides.',
      seller: 'Seller',
      percent: 'Commission (%)',
      fixedFee: 'Fixed fee (৳)',
      endsOn: 'Last day',
      expired: 'Ended',
      rowPercent: '{{name}}: commission (%)',
      rowFixedFee: '{{name}}: fixed fee (৳)',
      rowEndsOn: '{{name}}: last day',
      remove: 'Remove {{name}}',
      find: 'Add a seller',
      findHint: 'Type a name or e-mail',
      add: 'Add {{name}}',
      noMatch: 'No seller matches.',
      already: 'Already listed',
    },
    save: 'Save commission rules',
    saved: 'Saved. Orders placed from now on take these rules.',
    lastSaved: 'Last saved {{when}}.',
    neverSaved: 'The starting rules: never changed.',
    receive: {
      line: 'You receive {{net}} of {{price}} per unit',
      rate: 'Commission {{percent}}% and VAT on it ({{vat}}%)',
      fee: 'and a fixed fee of {{fee}} per order',
    },
  },
};
