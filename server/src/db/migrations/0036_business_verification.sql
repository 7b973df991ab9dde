-- Verified businesses (issue 31 item 5): an application with its private documents, decided once by an operator.
-- The documents live here, not under DATA_DIR/uploads (served to anyone who has the address): only the
-- authenticated route reads them, for the applicant and operators holding the `verification` permission.
ALTER TABLE "user" ADD COLUMN "business_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "business_verifications" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "applicant_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  -- Null: the applicant's own business (as a seller); otherwise the company its owner applied for.
  "company_id" uuid REFERENCES "companies"("id") ON DELETE CASCADE,
  "status" text NOT NULL DEFAULT 'pending',
  "reason" text,
  "decided_by" text REFERENCES "user"("id") ON DELETE SET NULL,
  "decided_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "business_verifications_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected')),
  -- A rejection always says why; nothing else carries a reason.
  CONSTRAINT "business_verifications_reason_check" CHECK (("status" = 'rejected') = ("reason" IS NOT NULL))
);--> statement-breakpoint
-- One application waiting per business, whatever races: a second while one waits is refused (409).
CREATE UNIQUE INDEX "business_verifications_pending_seller_idx" ON "business_verifications" ("applicant_id")
  WHERE "status" = 'pending' AND "company_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "business_verifications_pending_company_idx" ON "business_verifications" ("company_id")
  WHERE "status" = 'pending' AND "company_id" IS NOT NULL;--> statement-breakpoint
-- The operators' queue by status, in order of arrival.
CREATE INDEX "business_verifications_queue_idx" ON "business_verifications" ("status", "created_at", "id");--> statement-breakpoint
CREATE INDEX "business_verifications_applicant_idx" ON "business_verifications" ("applicant_id");--> statement-breakpoint
CREATE TABLE "verification_documents" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "verification_id" uuid NOT NULL REFERENCES "business_verifications"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "content_type" text NOT NULL,
  "bytes" bytea NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "verification_documents_kind_check" CHECK ("kind" IN ('tradeLicence', 'nid')),
  CONSTRAINT "verification_documents_type_check" CHECK ("content_type" IN ('image/webp', 'application/pdf')),
  CONSTRAINT "verification_documents_size_check" CHECK (octet_length("bytes") BETWEEN 1 AND 5242880)
);--> statement-breakpoint
CREATE INDEX "verification_documents_verification_idx" ON "verification_documents" ("verification_id");
