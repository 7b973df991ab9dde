import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationData } from '@bulkbazar/contract';
import { users } from './auth-tables.js';

// The notification outbox: one row per person told about one event, written in the event's own transaction.
// The row is both the in-app notification (read_at) and the e-mail still to send (email_status): a worker in
// every process claims due rows (FOR UPDATE SKIP LOCKED) and sends each with its id as the Message-ID.
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailStatus: text('email_status').notNull().default('pending'),
    emailAttempts: integer('email_attempts').notNull().default(0),
    emailNextAt: timestamp('email_next_at', { withTimezone: true }).notNull().defaultNow(),
    emailSentAt: timestamp('email_sent_at', { withTimezone: true }),
    emailError: text('email_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'notifications_email_status_check',
      sql`${t.emailStatus} IN ('pending', 'sent', 'skipped', 'failed')`,
    ),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_email_due_idx')
      .on(t.emailNextAt)
      .where(sql`${t.emailStatus} = 'pending'`),
  ],
);

// What each person wants to be told and how: the language of their e-mails and in-app texts (null: the
// language the event happened in, else English) and the kinds of e-mail they turned off. No row: defaults.
export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lang: text('lang'),
  emailOff: text('email_off')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  // The kinds of SMS turned off (issue 32; the sign-in code always goes).
  smsOff: text('sms_off')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  // The kinds of push turned off (issue 32; subscribing a browser is the opt-in).
  pushOff: text('push_off')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
