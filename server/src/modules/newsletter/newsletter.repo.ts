import { desc, eq, ilike, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-record.js';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../../db/escape-like.js';
import { newsletterSubscribers } from '../../db/schema.js';
import type { Viewer } from '../../kernel/viewer.js';

export function createNewsletterRepo(db: Db) {
  return {
    /** Stores the address unless it is already there (in any letter case); true when it was new. */
    subscribe: async (email: string) =>
      (
        await db
          .insert(newsletterSubscribers)
          .values({ email })
          .onConflictDoNothing()
          .returning({ id: newsletterSubscribers.id })
      ).length > 0,

    list: (q: string | undefined, offset: number, limit: number) =>
      db
        .select()
        .from(newsletterSubscribers)
        .where(q ? ilike(newsletterSubscribers.email, `%${escapeLike(q)}%`) : undefined)
        .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
        .offset(offset)
        .limit(limit),

    /** Number of rows removed (0 or 1). */
    /** Removed by an administrator: the removal and its audit row (the address it had) in one transaction. */
    removeById: (id: string, actor: Viewer) =>
      db.transaction(async (tx) => {
        const removed = await tx
          .delete(newsletterSubscribers)
          .where(eq(newsletterSubscribers.id, id))
          .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
        if (removed[0])
          await recordAudit(tx as unknown as Db, actor, {
            action: 'newsletter.remove',
            target: { type: 'subscriber', id },
            before: { email: removed[0].email },
          });
        return removed.length;
      }),

    /** Matched in any letter case, as the unique index compares addresses. */
    removeByEmail: async (email: string) =>
      (
        await db
          .delete(newsletterSubscribers)
          .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`)
          .returning({ id: newsletterSubscribers.id })
      ).length,
  };
}

export type NewsletterRepo = ReturnType<typeof createNewsletterRepo>;
