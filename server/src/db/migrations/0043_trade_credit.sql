-- Trade credit on net terms (issue 31 item 4, decision 0042). A company applies; an operator sets its limit and
-- terms; each credit checkout draws `used_poisha` and writes one invoice due `terms_days` after it was issued.
-- The limit guard is one conditional UPDATE of company_credit (see credit.repo.ts), never a read-then-write.
CREATE TABLE "company_credit" (
  "company_id" uuid PRIMARY KEY REFERENCES "companies"("id") ON DELETE CASCADE,
  "limit_poisha" bigint NOT NULL DEFAULT 0,
  "used_poisha" bigint NOT NULL DEFAULT 0,
  "terms_days" integer NOT NULL DEFAULT 30,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "company_credit_limit_check" CHECK ("limit_poisha" >= 0),
  CONSTRAINT "company_credit_used_check" CHECK ("used_poisha" >= 0),
  CONSTRAINT "company_credit_terms_check" CHECK ("terms_days" IN (7, 15, 30))
);--> statement-breakpoint
CREATE TABLE "credit_applications" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "applied_by" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "requested_limit_poisha" bigint NOT NULL,
  "terms_days" integer NOT NULL,
  "note" text,
  "status" text NOT NULL DEFAULT 'applied',
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "decided_at" timestamp with time zone,
  CONSTRAINT "credit_applications_limit_check" CHECK ("requested_limit_poisha" > 0),
  CONSTRAINT "credit_applications_terms_check" CHECK ("terms_days" IN (7, 15, 30)),
  CONSTRAINT "credit_applications_status_check" CHECK ("status" IN ('applied', 'decided'))
);--> statement-breakpoint
-- One open application a company: the second is refused by this index (409), also when two arrive at once.
CREATE UNIQUE INDEX "credit_applications_open_idx" ON "credit_applications" ("company_id") WHERE "status" = 'applied';--> statement-breakpoint
CREATE TABLE "credit_invoices" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "number" text NOT NULL UNIQUE,
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE RESTRICT,
  "checkout_id" uuid,
  "amount_poisha" bigint NOT NULL,
  "paid_poisha" bigint NOT NULL DEFAULT 0,
  "issued_at" timestamp with time zone NOT NULL,
  "due_at" timestamp with time zone NOT NULL,
  "status" text NOT NULL DEFAULT 'open',
  "paid_at" timestamp with time zone,
  CONSTRAINT "credit_invoices_amount_check" CHECK ("amount_poisha" >= 0),
  CONSTRAINT "credit_invoices_paid_check" CHECK ("paid_poisha" >= 0 AND "paid_poisha" <= "amount_poisha"),
  CONSTRAINT "credit_invoices_status_check" CHECK ("status" IN ('open', 'paid', 'void'))
);--> statement-breakpoint
-- The guard's "no overdue unpaid invoice" and the aging report read a company's open invoices by due date.
CREATE INDEX "credit_invoices_open_idx" ON "credit_invoices" ("company_id", "due_at") WHERE "status" = 'open';
