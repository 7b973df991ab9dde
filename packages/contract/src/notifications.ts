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
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** The facts a notification's text is made from (ids, names, statuses, amounts in poisha, links). */
export type NotificationData = Record<string, string | number | null>;
