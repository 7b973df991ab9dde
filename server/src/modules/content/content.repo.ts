import { DEFAULT_CONTENT, siteContentSchema, type SiteContent } from '@bulkbazar/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { siteContent } from '../../db/schema.js';
import type { Viewer } from '../../kernel/viewer.js';
import { recordAudit } from '../../db/audit-record.js';

const KEY = 'home';

export function createContentRepo(db: Db) {
  return {
    /** The home page texts; SEED.md's defaults until an admin saves their own. */
    async get(): Promise<SiteContent> {
      const [row] = await db.select().from(siteContent).where(eq(siteContent.key, KEY));
      const parsed = row ? siteContentSchema.safeParse(row.value) : undefined;
      return parsed?.success ? parsed.data : DEFAULT_CONTENT;
    },
    /** Saves the document; a staff member's save (`actor`) is in the audit trail with the fields it changed. */
    async put(value: SiteContent, actor?: Viewer): Promise<void> {
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [row] = await tx.select().from(siteContent).where(eq(siteContent.key, KEY)).for('update');
        await tx
          .insert(siteContent)
          .values({ key: KEY, value })
          .onConflictDoUpdate({ target: siteContent.key, set: { value, updatedAt: new Date() } });
        const before = (row?.value ?? DEFAULT_CONTENT) as Record<string, unknown>;
        if (actor)
          await recordAudit(tx, actor, {
            action: 'content.update',
            target: { type: 'content', id: KEY },
            before,
            after: value,
          });
      });
    },
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
