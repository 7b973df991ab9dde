-- Sellers' bulk import of listings (issue 30 item 5): one row per uploaded file, a job the server works on
-- after answering (validating, then importing once confirmed), so a page reload finds it again. `payload` keeps
-- the validated listings between a dry run and its confirmation; `report` the rows' errors by column.
CREATE TABLE "listing_imports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "seller_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "file_name" text NOT NULL,
  "status" text NOT NULL DEFAULT 'queued',
  "dry_run" boolean NOT NULL,
  "total_rows" integer NOT NULL DEFAULT 0,
  "done_rows" integer NOT NULL DEFAULT 0,
  "created_count" integer NOT NULL DEFAULT 0,
  "updated_count" integer NOT NULL DEFAULT 0,
  "unchanged_count" integer NOT NULL DEFAULT 0,
  "report" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "payload" jsonb,
  "error" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "listing_imports_status_check" CHECK ("status" IN ('queued', 'validating', 'ready', 'importing', 'done', 'failed'))
);--> statement-breakpoint
CREATE INDEX "listing_imports_seller_idx" ON "listing_imports" ("seller_id", "created_at");
