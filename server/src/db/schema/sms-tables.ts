import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationData } from '@bulkbazar/contract';
import { users } from './auth-tables.js';
import { notifications } from './notification-tables.js';

// Phone sign-in and SMS (issue 32, migration 0030).

// The code sent to a number: only its HMAC, its expiry and the wrong tries so far; one per number.
export const phoneCodes = pgTable('phone_codes', {
  phoneNumber: text('phone_number').primaryKey(),
  codeHash: text('code_hash').notNull(),
  tries: integer('tries').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Every request for a code, sent or refused by a limit (`refused` names the limit): what the limits count.
export const phoneCodeRequests = pgTable(
  'phone_code_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    ip: text('ip').notNull(),
    refused: text('refused'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('phone_code_requests_phone_idx').on(t.phoneNumber, t.createdAt),
    index('phone_code_requests_ip_idx').on(t.ip, t.createdAt),
    index('phone_code_requests_created_idx').on(t.createdAt),
  ],
);

// The SMS outbox: one row per text, written in its event's transaction; sent by the SMS worker.
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .unique()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    text: text('text'),
    segments: integer('segments'),
    costPoisha: integer('cost_poisha'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    sendingAt: timestamp('sending_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_messages_due_idx')
      .on(t.nextAt)
      .where(sql`${t.status} = 'pending'`),
    index('sms_messages_sent_idx')
      .on(t.sentAt)
      .where(sql`${t.status} = 'sent'`),
  ],
);
