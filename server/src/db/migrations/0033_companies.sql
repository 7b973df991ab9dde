-- Companies (issue 31 item 1): a business buying on the shop, its members with their roles and order limits,
-- and e-mail invitations to join it. BIN and TIN are kept as Latin digits (the contract normalises Bengali ones).
CREATE TABLE "companies" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "name" text NOT NULL,
  "trade_licence" text NOT NULL,
  "bin" text NOT NULL,
  "tin" text NOT NULL,
  "division" text NOT NULL,
  "district" text NOT NULL,
  "area" text NOT NULL,
  "address" text NOT NULL,
  "created_by" text NOT NULL REFERENCES "user"("id") ON DELETE RESTRICT,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "companies_bin_check" CHECK ("bin" ~ '^[0-9]{13}$'),
  CONSTRAINT "companies_tin_check" CHECK ("tin" ~ '^[0-9]{12}$')
);--> statement-breakpoint
CREATE TABLE "company_members" (
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "role" text NOT NULL,
  -- Null: no limit. In poisha, as every amount.
  "order_limit_poisha" bigint,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("company_id", "user_id"),
  CONSTRAINT "company_members_role_check" CHECK ("role" IN ('owner', 'buyer', 'approver', 'finance')),
  CONSTRAINT "company_members_limit_check" CHECK ("order_limit_poisha" IS NULL OR "order_limit_poisha" >= 0)
);--> statement-breakpoint
-- At most one owner a company, whatever races; "at least one" is kept by the service (the owner cannot leave,
-- be removed or change role; a transfer demotes and promotes in one transaction).
CREATE UNIQUE INDEX "company_members_one_owner_idx" ON "company_members" ("company_id") WHERE "role" = 'owner';--> statement-breakpoint
CREATE INDEX "company_members_user_idx" ON "company_members" ("user_id");--> statement-breakpoint
-- An invitation is accepted with a token sent by e-mail; only its SHA-256 is kept.
CREATE TABLE "company_invitations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "email" text NOT NULL,
  "role" text NOT NULL,
  "token_hash" text NOT NULL UNIQUE,
  "invited_by" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "expires_at" timestamp with time zone NOT NULL,
  "accepted_at" timestamp with time zone,
  -- Ownership is never given by invitation: the owner transfers it to a member.
  CONSTRAINT "company_invitations_role_check" CHECK ("role" IN ('buyer', 'approver', 'finance'))
);--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" ("company_id");
