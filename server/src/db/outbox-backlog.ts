import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { notifications } from './schema.js';

/** The e-mails still to send and the oldest one's wait in seconds (GET /metrics reads it at each scrape). */
export async function outboxBacklog(db: Db): Promise<{ backlog: number; oldestAgeSeconds: number }> {
  // Served by the partial index on pending rows (notifications_email_due_idx).
  const [row] = await db
    .select({
      backlog: sql<number>`count(*)::int`,
      age: sql<number | null>`extract(epoch from (now() - min(${notifications.createdAt})))::float8`,
    })
    .from(notifications)
    .where(eq(notifications.emailStatus, 'pending'));
  return { backlog: Number(row?.backlog ?? 0), oldestAgeSeconds: Math.max(0, Number(row?.age ?? 0)) };
}
