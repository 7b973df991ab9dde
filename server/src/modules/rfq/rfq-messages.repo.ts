import { and, desc, eq, getTableColumns, isNull, or, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../db/audit-record.js';
import type { Db } from '../../db/client.js';
import { rfqMessages, rfqQuotes, rfqs, users } from '../../db/schema.js';
import type { Viewer } from '../../kernel/viewer.js';

/** What `viewerId` sees of a thread: everything for admins, else all but others' hidden messages. */
const visibleTo = (viewerId: string, admin: boolean): SQL | undefined =>
  admin ? undefined : or(isNull(rfqMessages.hiddenAt), eq(rfqMessages.authorId, viewerId));

export function messageQueries(db: Db) {
  return {
    /** One thread's messages, newest first. */
    messages: (
      rfqId: string,
      sellerId: string,
      viewer: { id: string; admin: boolean },
      offset: number,
      limit: number,
    ) =>
      db
        .select({ ...getTableColumns(rfqMessages), authorName: users.name })
        .from(rfqMessages)
        .innerJoin(users, eq(users.id, rfqMessages.authorId))
        .where(
          and(
            eq(rfqMessages.rfqId, rfqId),
            eq(rfqMessages.sellerId, sellerId),
            visibleTo(viewer.id, viewer.admin),
          ),
        )
        .orderBy(desc(rfqMessages.createdAt), desc(rfqMessages.id))
        .offset(offset)
        .limit(limit),

    insertMessage: async (values: typeof rfqMessages.$inferInsert) =>
      (await db.insert(rfqMessages).values(values).returning())[0]!,

    message: async (id: string) =>
      (await db.select().from(rfqMessages).where(eq(rfqMessages.id, id)).limit(1))[0],

    /** Hidden by a staff member: the change and its audit row in one transaction. */
    hideMessage: (id: string, reason: string, actor: Viewer) =>
      db.transaction(async (tx) => {
        const [hidden] = await tx
          .update(rfqMessages)
          .set({ hiddenAt: new Date(), hiddenReason: reason })
          .where(eq(rfqMessages.id, id))
          .returning({ id: rfqMessages.id });
        if (hidden)
          await recordAudit(tx as unknown as Db, actor, {
            action: 'rfq_message.hide',
            target: { type: 'rfq_message', id },
            after: { hidden: true, reason },
          });
        return Boolean(hidden);
      }),

    /**
     * The sellers a request has threads with (a quote, a message, or — a product request — the product's
     * seller, so either party may write first), with how many messages `viewer` sees in each; only
     * `sellerId`'s when given.
     */
    threads: async (rfqId: string, viewer: { id: string; admin: boolean }, sellerId?: string) => {
      const result = (await db.execute(sql`
        select s.seller_id, ${users.name} as seller_name,
          ${users.businessVerifiedAt} is not null as seller_verified,
          (select count(*)::int from ${rfqMessages} where ${rfqMessages.rfqId} = ${rfqId}
            and ${rfqMessages.sellerId} = s.seller_id and ${visibleTo(viewer.id, viewer.admin) ?? sql`true`}
          ) as message_count
        from (
          select ${rfqQuotes.sellerId} as seller_id from ${rfqQuotes} where ${rfqQuotes.rfqId} = ${rfqId}
          union
          select ${rfqMessages.sellerId} from ${rfqMessages} where ${rfqMessages.rfqId} = ${rfqId}
          union
          select ${rfqs.productSellerId} from ${rfqs}
            where ${rfqs.id} = ${rfqId} and ${rfqs.productSellerId} is not null
        ) s join ${users} on ${users.id} = s.seller_id
        where ${sellerId ?? null}::text is null or s.seller_id = ${sellerId ?? null}
        order by ${users.name}, s.seller_id`)) as unknown as {
        rows: {
          seller_id: string;
          seller_name: string;
          seller_verified: boolean;
          message_count: number | string;
        }[];
      };
      return result.rows.map((r) => ({
        sellerId: r.seller_id,
        sellerName: r.seller_name,
        sellerVerified: Boolean(r.seller_verified),
        messageCount: Number(r.message_count),
      }));
    },
  };
}
