import type { NotificationData, SmsKind } from '@bulkbazar/contract';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { smsMessages } from './schema.js';

/**
 * Which SMS a notification is, if any: an order placed (to its buyer and its sellers), the buyer's order
 * shipped or delivered, a payment confirmed, a quote received. Other news stays in the app and the mail.
 */
export function smsKindOf(kind: string, data: NotificationData): SmsKind | null {
  if (kind === 'order_placed') return 'order_placed';
  if (kind === 'order_status' && data.role !== 'seller') {
    if (data.status === 'shipped') return 'order_shipped';
    if (data.status === 'delivered') return 'order_delivered';
    return null;
  }
  if (kind === 'payment_confirmed') return 'payment_received';
  if (kind === 'new_quote') return 'quote_received';
  return null;
}

/**
 * Queues the SMS of notifications just written, in the caller's transaction (the event's): for each one that is
 * an SMS kind, to its recipient's verified phone unless they turned that kind off. A notification has at most
 * one SMS (sms_messages.notification_id is unique).
 */
export async function addSmsForNotifications(
  db: Db,
  rows: ReadonlyArray<{ id: string; userId: string; kind: string; data: NotificationData }>,
): Promise<void> {
  const wanted = rows.flatMap((r) => {
    const kind = smsKindOf(r.kind, r.data);
    return kind ? [{ ...r, smsKind: kind }] : [];
  });
  if (wanted.length === 0) return;
  const values = sql.join(
    wanted.map((w) => sql`(${w.id}::uuid, ${w.userId}, ${w.smsKind}, ${JSON.stringify(w.data)}::jsonb)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${smsMessages} (notification_id, user_id, phone_number, kind, data)
    select v.id, v.user_id, u.phone_number, v.kind, v.data
    from (values ${values}) as v(id, user_id, kind, data)
    join "user" u on u.id = v.user_id and u.phone_number is not null and u.phone_number_verified
    left join notification_settings s on s.user_id = v.user_id
    -- The kinds a person turned off (the sign-in code is not among these kinds: it is not a notification).
    where not coalesce(s.sms_off, '{}'::text[]) @> array[v.kind]::text[]
    on conflict (notification_id) do nothing`);
}

/** Queues a sign-in code to `phoneNumber` (no account needed: a new number signs up with it). */
export async function addSignInCodeSms(db: Db, phoneNumber: string, code: string): Promise<void> {
  await db.insert(smsMessages).values({ phoneNumber, kind: 'sign_in_code', data: { code } });
}
