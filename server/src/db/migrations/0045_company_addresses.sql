-- Company addresses shared by its members (issue 31 item 1): the same fields as a buyer's saved address, kept
-- by the company; its owner writes them, any member reads them and a company checkout ships to one.
CREATE TABLE "company_addresses" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "label" text NOT NULL,
  "shipping_address" text NOT NULL,
  "phone_number" text NOT NULL,
  "division" text,
  "district" text,
  "area" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "company_addresses_label_check" CHECK (char_length("label") between 1 and 40)
);--> statement-breakpoint
CREATE INDEX "company_addresses_company_idx" ON "company_addresses" ("company_id", "created_at");
