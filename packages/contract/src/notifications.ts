import { z } from 'zod';

/**
 * What the shop tells people about (PRODUCT.md "Requests for quotation, messages, reviews, notifications").
 * Each notification is written in the same transaction as its event (server: db/notification-outbox.ts) and
 * shown in the app and e-mailed by a worker; its text is made at delivery from `kind` and `data`, in the
 * recipient's language.
 */
export const NOTIFICATION_KINDS = [
  'order_placed',
  'order_status',
  'payment_confirmed',
  'payment_refunded',
  'listing_reviewed',
  'new_quote',
  'new_message',
  'password_reset',
  // Payouts (issue 29): a seller's payout method was set or changed (always e-mailed: the account-takeover
  // target), and a payout was sent.
  'payout_method_changed',
  'payout_sent',
  // Companies (issue 31): an invitation to join one, with its acceptance link (always e-mailed: it was asked for).
  'company_invitation',
  // Verified businesses (issue 31 item 5): an operator approved or rejected (with a reason) an application
  // (always e-mailed: the applicant waits for it).
  'verification_decided',
  // Stock (issue 30 item 7): a listing's stock fell to or below its seller's low-stock line.
  'low_stock',
  // Company checkout (issue 31 item 2): a checkout over a buyer's limit waits for the company's approvers; its
  // buyer hears the decision (approved, rejected with the reason, or the hold ran out).
  'approval_requested',
  'approval_decided',
  // Trade credit (issue 31 item 4): a company's owner and finance members are reminded of an invoice before it
  // is due and once it is overdue.
  'invoice_due_soon',
  'invoice_overdue',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** The facts a notification's text is made from (ids, names, statuses, amounts in poisha, links). */
export type NotificationData = Record<string, string | number | null>;

/**
 * The e-mails a person can turn off in their profile; a password reset they asked for always goes, and so
 * does the notice that their payout method changed (a thief would want it off).
 */
const ALWAYS_EMAILED = [
  'password_reset',
  'payout_method_changed',
  'company_invitation',
  'verification_decided',
] as const;
export const OPTIONAL_EMAIL_KINDS = NOTIFICATION_KINDS.filter(
  (k): k is Exclude<NotificationKind, (typeof ALWAYS_EMAILED)[number]> =>
    !(ALWAYS_EMAILED as readonly string[]).includes(k),
);
export type OptionalEmailKind = (typeof OPTIONAL_EMAIL_KINDS)[number];

/** GET/PUT /api/notifications/settings: the language of notifications and which e-mails stay off. */
export const notificationSettingsSchema = z
  .object({
    lang: z.enum(['en', 'bn']).nullable(),
    emailOff: z.array(z.enum(OPTIONAL_EMAIL_KINDS)).max(OPTIONAL_EMAIL_KINDS.length),
  })
  .strict();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** One notification in the app: its text made on the server in the viewer's language, and where it leads. */
export const notificationItemSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  subject: z.string(),
  text: z.string(),
  /** A path inside the shop to open (the link of the notification), or null. */
  path: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;
export const notificationListSchema = z.object({
  items: z.array(notificationItemSchema),
  unread: z.number().int(),
  /** The `before` to ask for the next (older) page (the last item's id), or null at the end. */
  next: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
export const notificationListQuerySchema = z.object({
  /** The id of the last notification of the page before (the list's `next`). */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** POST /api/notifications/read: these ids, or every one (`all`). */
export const markReadBodySchema = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);

/** GET /api/admin/outbox: the e-mails written to DATA_DIR/outbox when no SMTP server is set, newest first. */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  date: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxPageSchema = z.object({
  /** False when mail goes to an SMTP server (then nothing is kept here). */
  keptHere: z.boolean(),
  items: z.array(outboxMailSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;
export const outboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
