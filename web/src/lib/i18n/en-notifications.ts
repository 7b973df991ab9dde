// The English texts of notifications (web/src/features/notifications, the navbar's bell, the profile's
// notification settings and the dashboard's mail outbox), key for key with ./bn-notifications.ts. The bell's
// texts are here, not in ./en-shell.ts: the bell loads after the first render, with the pages' texts.
export const enNotifications = {
  notifications: {
    title: 'Notifications',
    intro: 'What happened to your orders, payments, listings and quote requests, newest first.',
    bell: 'Notifications',
    bellUnread_one: 'Notifications, {{count}} unread',
    bellUnread_other: 'Notifications, {{count}} unread',
    unreadCount_one: '{{count}} unread',
    unreadCount_other: '{{count}} unread',
    unread: 'Unread',
    markRead: 'Mark as read',
    markAllRead: 'Mark all as read',
    allRead: 'All notifications are read.',
    loadMore: 'Load more',
    empty: 'No notifications yet',
    emptyText:
      'Orders for your listings, your orders moving on, payments, listing reviews and quotes will show here.',
    settings: {
      title: 'Notifications',
      intro:
        'Everything shows under the bell. Choose the language of your notifications and which ones also come by e-mail.',
      language: 'Language of notifications',
      languageHint: 'E-mails are written in it. “Same as the page” uses the language you were reading in.',
      samePage: 'Same as the page',
      emailTitle: 'E-mail me when…',
      emailHint:
        'A password reset link you ask for, and a change of where your payouts go, are always e-mailed.',
      email: {
        order_placed: 'An order is placed: one of mine, or one for my listings',
        order_status: 'An order moves on: processing, shipped, delivered or cancelled',
        payment_confirmed: 'A payment is confirmed',
        payment_refunded: 'A payment is refunded',
        listing_reviewed: 'A moderator reviews my listing',
        new_quote: 'A seller quotes on my request',
        new_message: 'Someone writes to me about a quote request',
        payout_sent: 'A payout of my earnings is sent',
        low_stock: 'Stock of a listing falls to my low-stock line',
        approval_requested: 'A company order waits for my approval',
        approval_decided: 'My company order is approved or rejected',
        invoice_due_soon: 'An invoice of my company is due in a few days',
        invoice_overdue: 'An invoice of my company is overdue',
      },
      save: 'Save notification settings',
      saved: 'Your notification settings are saved.',
      loadFailed: 'Your notification settings could not be loaded. Reload the page to try again.',
    },
    outbox: {
      nav: 'Mail outbox',
      title: 'Mail outbox',
      intro:
        'The e-mails the shop sent, newest first. No SMTP server is set, so they are kept here as files.',
      smtp: 'Mail goes to the SMTP server set in SMTP_URL, so no copies are kept here.',
      empty: 'No e-mails sent yet',
      to: 'To: {{to}}',
      total_one: '{{count}} e-mail',
      total_other: '{{count}} e-mails',
    },
  },
};
