// Company checkout (issue 31 items 2 and 3): the checkout's "Buy for" choice and PO number, key for key with
// ./bn-company-checkout.ts.
export const enCompanyCheckout = {
  companyCheckout: {
    buyFor: 'Buy for',
    myself: 'Myself',
    poNumber: 'PO number',
    poNumberRequired: 'PO number (required by this company)',
    poHint: 'Your purchase-order number: it is printed on the orders and invoices.',
    limitHint: 'Over your order limit of {{limit}}, the order waits for an approver of the company.',
    waitingTitle: 'Sent for approval',
    waitingText:
      'Your order is over your limit for this company: it waits for an approver, its stock held for you. You will be told when it is approved or rejected.',
  },
  approvals: {
    title: 'Approvals',
    empty: 'No order is waiting for your approval.',
    card: '{{buyer}} for {{company}}',
    limit: 'Their limit',
    until: 'Cancelled unless decided by',
    orders: 'Goods',
    approve: 'Approve',
    reject: 'Reject',
    rejectTitle: 'Reject this order',
    reason: 'Why?',
    reasonHint: 'The buyer reads it.',
    reasonRequired: 'Say why, in at least 3 characters',
    approved: 'Approved: the orders went to the sellers.',
    rejected: 'Rejected: the orders are cancelled and the stock is back.',
  },
};
