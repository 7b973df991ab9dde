import { desc, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../../lib/escape-like.js';
import { newsletterSubscribers } from '../../db/schema.js';

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
  };
}

export type NewsletterRepo = ReturnType<typeof createNewsletterRepo>;
