import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordAudit, type AuditEntry } from '../../db/audit-record.js';
import { addNotifications, type NewNotification } from '../../db/notification-outbox.js';
import {
  businessVerifications,
  companies,
  companyMembers,
  users,
  verificationDocuments,
} from '../../db/schema.js';
import type { Viewer } from '../../kernel/viewer.js';

const columns = {
  id: businessVerifications.id,
  status: businessVerifications.status,
  applicantId: businessVerifications.applicantId,
  applicantName: users.name,
  applicantEmail: users.email,
  companyId: businessVerifications.companyId,
  companyName: companies.name,
  reason: businessVerifications.reason,
  createdAt: businessVerifications.createdAt,
  decidedAt: businessVerifications.decidedAt,
};
export type VerificationRow = {
  id: string;
  status: string;
  applicantId: string;
  applicantName: string;
  applicantEmail: string;
  companyId: string | null;
  companyName: string | null;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
};
export type DocumentMeta = {
  id: string;
  verificationId: string;
  kind: string;
  contentType: string;
  size: number;
};
export type NewDocument = { kind: string; contentType: string; bytes: Buffer };

const selectRows = (db: Db) =>
  db
    .select(columns)
    .from(businessVerifications)
    .innerJoin(users, eq(users.id, businessVerifications.applicantId))
    .leftJoin(companies, eq(companies.id, businessVerifications.companyId));

/** PostgreSQL's unique violation: a second pending application raced the first. */
const isUniqueViolation = (err: unknown) =>
  [err, (err as { cause?: unknown }).cause].some(
    (e) => (e as { code?: string } | undefined)?.code === '23505',
  );

export function createVerificationRepo(db: Db) {
  const documentsOf = async (ids: string[]): Promise<DocumentMeta[]> =>
    ids.length === 0
      ? []
      : db
          .select({
            id: verificationDocuments.id,
            verificationId: verificationDocuments.verificationId,
            kind: verificationDocuments.kind,
            contentType: verificationDocuments.contentType,
            size: sql<number>`octet_length(${verificationDocuments.bytes})`.mapWith(Number),
          })
          .from(verificationDocuments)
          .where(inArray(verificationDocuments.verificationId, ids))
          .orderBy(asc(verificationDocuments.kind));

  return {
    documentsOf,

    /** The caller's role in a company (undefined: not a member). */
    companyRole: async (companyId: string, userId: string) =>
      (
        await db
          .select({ role: companyMembers.role })
          .from(companyMembers)
          .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
      )[0]?.role,

    isSellerVerified: async (userId: string) =>
      (await db.select({ at: users.businessVerifiedAt }).from(users).where(eq(users.id, userId)))[0]?.at !=
      null,

    /** The application with its documents, in one transaction; false when one is already waiting. */
    insert: async (applicantId: string, companyId: string | null, documents: NewDocument[]) => {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(businessVerifications)
            .values({ applicantId, companyId })
            .returning({ id: businessVerifications.id });
          await tx
            .insert(verificationDocuments)
            .values(documents.map((d) => ({ ...d, verificationId: row!.id })));
          return row!.id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },

    byId: async (id: string) => (await selectRows(db).where(eq(businessVerifications.id, id)))[0],

    /** The caller's own applications and those for the companies they own now, newest first. */
    mine: (userId: string) =>
      selectRows(db)
        .where(
          or(
            eq(businessVerifications.applicantId, userId),
            sql`${businessVerifications.companyId} in (select company_id from company_members
              where user_id = ${userId} and role = 'owner')`,
          ),
        )
        .orderBy(desc(businessVerifications.createdAt), desc(businessVerifications.id))
        .limit(20),

    queue: (status: string, offset: number, limit: number) =>
      selectRows(db)
        .where(eq(businessVerifications.status, status))
        .orderBy(
          status === 'pending' ? asc(businessVerifications.createdAt) : desc(businessVerifications.createdAt),
          asc(businessVerifications.id),
        )
        .offset(offset)
        .limit(limit),

    /** One document's bytes with its application's applicant and company (for the access check). */
    document: async (id: string) =>
      (
        await db
          .select({
            contentType: verificationDocuments.contentType,
            kind: verificationDocuments.kind,
            bytes: verificationDocuments.bytes,
            applicantId: businessVerifications.applicantId,
            companyId: businessVerifications.companyId,
          })
          .from(verificationDocuments)
          .innerJoin(
            businessVerifications,
            eq(businessVerifications.id, verificationDocuments.verificationId),
          )
          .where(eq(verificationDocuments.id, id))
      )[0],

    /**
     * Decides a pending application, once: the conditional update lets one of two operators through, and in
     * the same transaction marks the business verified (on approval), writes the audit row and the applicant's
     * notification. Undefined when it was not pending (decided already, or by the other operator first).
     */
    decide: (
      actor: Viewer,
      id: string,
      decision: 'approved' | 'rejected',
      reason: string | null,
      notice: (row: { applicantId: string; companyId: string | null }) => NewNotification,
      audit: AuditEntry,
    ) =>
      db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const now = new Date();
        const [row] = await tx
          .update(businessVerifications)
          .set({ status: decision, reason, decidedBy: actor.id, decidedAt: now })
          .where(and(eq(businessVerifications.id, id), eq(businessVerifications.status, 'pending')))
          .returning({
            applicantId: businessVerifications.applicantId,
            companyId: businessVerifications.companyId,
          });
        if (!row) return undefined;
        if (decision === 'approved') {
          if (row.companyId)
            await tx
              .update(companies)
              .set({ verifiedAt: now })
              .where(and(eq(companies.id, row.companyId), isNull(companies.verifiedAt)));
          else
            await tx
              .update(users)
              .set({ businessVerifiedAt: now })
              .where(and(eq(users.id, row.applicantId), isNull(users.businessVerifiedAt)));
        }
        await recordAudit(tx, actor, audit);
        await addNotifications(tx, [notice(row)]);
        return row;
      }),
  };
}
export type VerificationRepo = ReturnType<typeof createVerificationRepo>;
