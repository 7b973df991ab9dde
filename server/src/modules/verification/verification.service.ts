import {
  rolesAllow,
  VERIFICATION_DOCUMENT_KINDS,
  type MyVerifications,
  type Verification,
  type VerificationQueue,
} from '@bulkbazar/contract';
import { AppError, notFound } from '../../kernel/app-error.js';
import type { CatalogEvents } from '../../kernel/catalog-events.js';
import { isUuid } from '../../kernel/ids.js';
import { staffRolesOf, type Viewer } from '../../kernel/viewer.js';
import { checkDocument, type ReencodeImage } from './document-file.js';
import type { SentDocuments } from './read-documents.js';
import type { DocumentMeta, VerificationRepo, VerificationRow } from './verification.repo.js';

export const documentUrl = (id: string) => `/api/verification/documents/${id}`;

function toVerification(row: VerificationRow, documents: DocumentMeta[]): Verification {
  return {
    _id: row.id,
    status: row.status as Verification['status'],
    applicantId: row.applicantId,
    applicantName: row.applicantName,
    applicantEmail: row.applicantEmail,
    companyId: row.companyId,
    companyName: row.companyName,
    reason: row.reason,
    documents: documents
      .filter((d) => d.verificationId === row.id)
      .map((d) => ({
        _id: d.id,
        kind: d.kind as Verification['documents'][number]['kind'],
        contentType: d.contentType as Verification['documents'][number]['contentType'],
        size: d.size,
        url: documentUrl(d.id),
      })),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

const notFoundVerification = () => notFound('Verification');

/** Verified businesses (issue 31 item 5): applications with private documents, decided once by an operator. */
export function createVerificationService(
  repo: VerificationRepo,
  catalogEvents: CatalogEvents,
  reencodeImage: ReencodeImage,
) {
  const withDocuments = async (rows: VerificationRow[]) => {
    const documents = await repo.documentsOf(rows.map((r) => r.id));
    return rows.map((r) => toVerification(r, documents));
  };
  const mayReview = (viewer: Viewer) => rolesAllow(staffRolesOf(viewer), 'verification');

  const decide = async (
    actor: Viewer,
    id: string,
    decision: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<Verification> => {
    const before = isUuid(id) ? await repo.byId(id) : undefined;
    if (!before) throw notFoundVerification();
    const done = await repo.decide(
      actor,
      id,
      decision,
      reason,
      (row) => ({
        userId: row.applicantId,
        kind: 'verification_decided',
        data: { verificationId: id, decision, reason, companyName: before.companyName },
      }),
      {
        action: decision === 'approved' ? 'verification.approve' : 'verification.reject',
        target: { type: before.companyId ? 'company' : 'user', id: before.companyId ?? before.applicantId },
        before: { status: 'pending' },
        after: { status: decision, ...(reason ? { reason } : {}), verificationId: id },
      },
    );
    if (!done) throw new AppError('CONFLICT', 'This application was decided already');
    // A seller's badge is on the catalog's cards and pages.
    if (decision === 'approved' && !done.companyId) catalogEvents.changed('seller-verified');
    const [verification] = await withDocuments([(await repo.byId(id))!]);
    return verification!;
  };

  return {
    async submit(viewer: Viewer, sent: SentDocuments): Promise<Verification> {
      const { companyId } = sent;
      if (companyId !== null) {
        const role = isUuid(companyId) ? await repo.companyRole(companyId, viewer.id) : undefined;
        if (!role) throw notFound('Company');
        if (role !== 'owner') throw new AppError('FORBIDDEN', 'Only the company owner can do this');
      } else if (await repo.isSellerVerified(viewer.id)) {
        throw new AppError('CONFLICT', 'Your business is verified already', {
          documents: 'Your business is verified already',
        });
      }
      const documents = [];
      for (const kind of VERIFICATION_DOCUMENT_KINDS)
        documents.push({ kind, ...(await checkDocument(kind, sent.files[kind], reencodeImage)) });
      const id = await repo.insert(viewer.id, companyId, documents);
      if (id === false)
        throw new AppError('CONFLICT', 'An application is already waiting for review', {
          documents: 'An application is already waiting for review',
        });
      return (await withDocuments([(await repo.byId(id))!]))[0]!;
    },

    async mine(viewer: Viewer): Promise<MyVerifications> {
      return {
        sellerVerified: await repo.isSellerVerified(viewer.id),
        verifications: await withDocuments(await repo.mine(viewer.id)),
      };
    },

    /**
     * A document's bytes, for its applicant, the company's owner now, or an operator who reviews; anyone
     * else is told there is no such document (its existence is not theirs to learn).
     */
    async document(viewer: Viewer, id: string) {
      const doc = isUuid(id) ? await repo.document(id) : undefined;
      if (!doc) throw notFound('Document');
      const allowed =
        doc.applicantId === viewer.id ||
        mayReview(viewer) ||
        (doc.companyId !== null && (await repo.companyRole(doc.companyId, viewer.id)) === 'owner');
      if (!allowed) throw notFound('Document');
      return doc;
    },

    async queue(query: { status: string; page: number; limit: number }): Promise<VerificationQueue> {
      const rows = await repo.queue(query.status, (query.page - 1) * query.limit, query.limit + 1);
      return {
        verifications: await withDocuments(rows.slice(0, query.limit)),
        page: query.page,
        hasMore: rows.length > query.limit,
      };
    },

    approve: (actor: Viewer, id: string) => decide(actor, id, 'approved', null),
    reject: (actor: Viewer, id: string, reason: string) => decide(actor, id, 'rejected', reason),
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
