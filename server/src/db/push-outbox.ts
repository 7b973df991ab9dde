import type { NotificationData } from '@bulkbazar/contract';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { pushMessages } from './schema.js';
import { smsKindOf } from './sms-outbox.js';

/**
 * Queues the web pushes of notifications just written, in the caller's transaction (the event's): the same
 * kinds as SMS (order placed, shipped, delivered, payment received, quote received), one per browser the
 * recipient subscribed, unless they turned that kind of push off. Each (notification, browser) at most once.
 */
export async function addPushForNotifications(
  db: Db,
  rows: ReadonlyArray<{ id: string; userId: string; kind: string; data: NotificationData }>,
): Promise<void> {
  const wanted = rows.flatMap((r) => {
    const kind = smsKindOf(r.kind, r.data);
    return kind ? [{ ...r, pushKind: kind }] : [];
  });
  if (wanted.length === 0) return;
  const values = sql.join(
    wanted.map((w) => sql`(${w.id}::uuid, ${w.userId}, ${w.pushKind})`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${pushMessages} (notification_id, subscription_id, kind)
    select v.id, p.id, v.kind
    from (values ${values}) as v(id, user_id, kind)
    join push_subscriptions p on p.user_id = v.user_id
    left join notification_settings s on s.user_id = v.user_id
    where not coalesce(s.push_off, '{}'::text[]) @> array[v.kind]::text[]
    on conflict (notification_id, subscription_id) do nothing`);
}
