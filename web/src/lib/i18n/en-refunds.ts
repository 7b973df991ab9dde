// The English texts of an administrator's refunds (issue 29 item 7): the refund action and list on the
// dashboard's order page, and the refunded amount on orders. Page texts (merged into ./en-pages.ts).
export const enRefunds = {
  refunds: {
    title: 'Refunds',
    refunded: 'Refunded',
    none: 'No refunds on this order.',
    caption: 'Refunds of this order',
    col: {
      when: 'When',
      amount: 'Amount',
      channel: 'How',
      status: 'Status',
      reference: 'Reference',
      reason: 'Reason',
    },
    channel: { bkash: 'bKash', sslcommerz: 'SSLCommerz', manual: 'By hand' },
    status: { pending: 'Waiting for the gateway', done: 'Refunded', failed: 'Refused' },
    action: 'Refund',
    dialog: {
      title: 'Refund order {{id}}',
      through: 'Up to {{amount}} can go back through {{gateway}}: it refunds the buyer itself.',
      byHand:
        'Up to {{amount}} can be refunded. Send the money to the buyer yourself, then record it here with the reference of the transfer.',
      nothing: 'Nothing is left to refund on this order.',
      loading: 'Reading what can be refunded…',
      amount: 'Amount to refund (৳)',
      amountHint: 'Part or all of what is left',
      reason: 'Reason',
      reasonHint: 'The buyer is told of the refund',
      reference: 'Reference of the money sent',
      referenceHint: 'The bank or mobile-banking transaction id',
      submit: 'Refund',
    },
    done: 'Refunded {{amount}}.',
  },
} as const;
