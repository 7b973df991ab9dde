import { z } from 'zod';

/**
 * Verified businesses (issue 31 item 5). A seller (for themself) or a company's owner (for the company) sends
 * the trade licence and the owner's national ID as images (JPEG, PNG, WebP) or a PDF; an operator holding the
 * `verification` permission approves or rejects with a reason. The documents are private: only the applicant
 * (and, for a company, its owner) and such operators can open them, through GET /api/verification/documents/:id.
 */
export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The multipart file fields of POST /api/verification, each required, one file each. */
export const VERIFICATION_DOCUMENT_KINDS = ['tradeLicence', 'nid'] as const;
export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_KINDS)[number];

/** Each document at most 5 MB; images are re-encoded, a PDF is kept as sent once its bytes say it is one. */
export const MAX_VERIFICATION_DOCUMENT_BYTES = 5 * 1024 * 1024;

export const verificationDocumentSchema = z.object({
  _id: z.string(),
  kind: z.enum(VERIFICATION_DOCUMENT_KINDS),
  contentType: z.enum(['image/webp', 'application/pdf']),
  size: z.number().int(),
  /** The private address that serves it (signed-in owner or operator only). */
  url: z.string(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

export const verificationSchema = z
  .object({
    _id: z.string(),
    status: z.enum(VERIFICATION_STATUSES),
    /** Who applied; for a company, its name too. */
    applicantId: z.string(),
    applicantName: z.string(),
    applicantEmail: z.string(),
    companyId: z.string().nullable(),
    companyName: z.string().nullable(),
    /** The operator's reason for a rejection (null otherwise), shown to the applicant. */
    reason: z.string().nullable(),
    documents: z.array(verificationDocumentSchema),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'Verification' });
export type Verification = z.infer<typeof verificationSchema>;

export const verificationResponseSchema = z.object({ verification: verificationSchema });

/** GET /api/verification: the caller's applications (their own and their companies'), newest first. */
export const myVerificationsSchema = z.object({
  /** Whether the caller's own business (as a seller) is verified. */
  sellerVerified: z.boolean(),
  verifications: z.array(verificationSchema),
});
export type MyVerifications = z.infer<typeof myVerificationsSchema>;

/** GET /api/admin/verifications: the queue, oldest first for pending (first come, first served). */
export const verificationQueueQuerySchema = z.object({
  status: z.enum(VERIFICATION_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type VerificationQueueQuery = z.input<typeof verificationQueueQuerySchema>;

export const verificationQueueSchema = z.object({
  verifications: z.array(verificationSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type VerificationQueue = z.infer<typeof verificationQueueSchema>;

export const verificationIdParamsSchema = z.object({ id: z.string().max(100) });

export const verificationRejectSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(5, 'Say why in a few words: the applicant reads it')
    .max(500, 'At most 500 characters'),
});
export type VerificationReject = z.infer<typeof verificationRejectSchema>;
