import { DEFAULT_CONTENT, siteContentSchema, type SiteContent } from '@bulkbazar/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { siteContent } from '../../db/schema.js';

const KEY = 'home';

export function createContentRepo(db: Db) {
  return {
    /** The home page texts; SEED.md's defaults until an admin saves their own. */
    async get(): Promise<SiteContent> {
      const [row] = await db.select().from(siteContent).where(eq(siteContent.key, KEY));
      const parsed = row ? siteContentSchema.safeParse(row.value) : undefined;
      return parsed?.success ? parsed.data : DEFAULT_CONTENT;
    },
    async put(value: SiteContent): Promise<void> {
      await db
        .insert(siteContent)
        .values({ key: KEY, value })
        .onConflictDoUpdate({ target: siteContent.key, set: { value, updatedAt: new Date() } });
    },
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
