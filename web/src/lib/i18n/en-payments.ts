// The English texts of online payments (issue 14): the checkout's online methods and cash-on-delivery advance,
// the way to the gateway and back to My Orders, the orders' payment facts, and the dashboard's ledger, payment
// history and advance rule. They are page texts (merged into ./en-pages.ts). The status, method and payment
// status labels are whole lists here, not additions to the `orders` and `dashboard` sections: en-pages merges
// its sections shallowly, so a second `orders` section would replace the first.
export const enPayments = {
  payments: {
    orderStatus: {
      awaiting_payment: 'Awaiting payment',
      awaiting_approval: 'Awaiting approval',
      pending: 'Pending',
      processing: 'Processing',
      shipped: 'Shipped',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
      returned: 'Returned',
    },
    // The online ones as the contract's PAYMENT_METHOD_LABELS name them.
    method: {
      cod: 'Cash on Delivery',
      bkash: 'bKash',
      nagad: 'Nagad',
      rocket: 'Rocket',
      bkash_online: 'bKash (online)',
      sslcommerz: 'Card, Nagad, Rocket & more (SSLCommerz)',
      invoice: 'Pay on invoice (trade credit)',
    },
    paymentStatus: {
      unpaid: 'Unpaid',
      partially_paid: 'Advance paid',
      paid: 'Paid',
      refunded: 'Refunded',
    },
    gateway: { bkash: 'bKash', sslcommerz: 'SSLCommerz' },
    payBy: 'pay by {{time}}',
    checkout: {
      holdNote_one:
        'You pay on {{gateway}}’s page next. The stock is held for {{count}} minute while you pay.',
      holdNote_other:
        'You pay on {{gateway}}’s page next. The stock is held for {{count}} minutes while you pay.',
      advanceRule: 'Cash on delivery above {{above}} pays {{percent}}% ({{amount}}) in advance online',
      advanceRest: 'The rest, {{rest}}, is paid in cash on delivery.',
      advanceMethod: 'Pay the advance with',
      advanceRequired: 'Choose how to pay the advance',
      advanceHold_one: 'The stock is held for {{count}} minute while you pay the advance.',
      advanceHold_other: 'The stock is held for {{count}} minutes while you pay the advance.',
      redirecting: 'Taking you to {{gateway}}…',
      redirectText:
        'Your order is held until {{time}}. Approve the payment of {{amount}} there; nothing is charged before you do.',
      redirectLink: 'Continue to {{gateway}}',
    },
    // My Orders after the gateway (/orders?checkout=…&payment=…). A failed attempt leaves the hold running.
    result: {
      completed: 'Payment received — your orders are with the sellers',
      failed: 'Payment not completed — nothing was charged. Your order is still held: you can pay again.',
      cancelled:
        'Payment cancelled — the order was cancelled and its items are back in your cart; nothing was charged',
      expired:
        'The payment time ran out — the order was cancelled and its items are back in your cart; if you were charged, the amount is refunded automatically',
      pending: 'Waiting for the gateway to confirm your payment',
    },
    // A checkout still waiting for its online payment, while its stock is held.
    payAgain: {
      button: 'Pay again · {{minutes}} min left',
      until: 'Held until {{time}}',
    },
    facts: {
      paid: 'Paid so far',
      due: 'Still due',
      cancelledBecause: 'Cancelled',
      paymentNotCompleted: 'Payment not completed',
    },
    // Dashboard → Payments: the ledger of every payment event.
    ledger: {
      nav: 'Payments',
      title: 'Payments',
      intro:
        'Every payment event of the online gateways, newest first: started, confirmed, failed, refunded.',
      filters: 'Filter payments',
      gateway: 'Gateway',
      type: 'Event',
      from: 'From',
      to: 'To',
      search: 'Search',
      searchPlaceholder: 'Checkout or order id, payment, transaction or refund id',
      all: 'All',
      time: 'Time',
      amount: 'Amount',
      purposeAdvance: 'advance',
      checkout: 'Checkout / order',
      checkoutId: 'Checkout {{id}}',
      order: 'Order {{id}}',
      paymentId: 'Gateway payment id',
      trxId: 'Transaction id',
      refundId: 'Refund id',
      note: 'Note',
      emptyTitle: 'No payment events found',
      emptyText: 'Online payments show here as soon as buyers start them. Try other filters.',
      types: {
        initiated: 'Initiated',
        completed: 'Completed',
        failed: 'Failed',
        cancelled: 'Cancelled',
        expired: 'Expired',
        refunded: 'Refunded',
        rejected: 'Rejected',
      },
    },
    // Dashboard → an order: its checkout's payment events.
    history: {
      title: 'Payments',
      none: 'No online payment events for this order’s checkout.',
      caption: 'Payment events of this order’s checkout',
    },
    // Dashboard → Content: the cash-on-delivery advance rule.
    codAdvance: {
      title: 'Cash on delivery advance',
      intro:
        'Checkouts paid in cash on delivery above an amount pay part of it online first (a guard against refused parcels). 0 % turns it off.',
      percent: 'Advance (%)',
      percentHint: 'A whole number from 0 to 100.',
      above: 'For checkouts above (৳)',
      aboveHint: 'Checkouts up to this amount pay everything on delivery.',
    },
  },
} as const;
