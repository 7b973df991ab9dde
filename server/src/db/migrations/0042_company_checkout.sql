-- Company checkout (issue 31 items 2 and 3, decision 0041): an order bought for a company names it and may carry
-- the buyer's purchase-order number; a company may require one. A checkout above the buyer's order limit waits
-- for an approver as `awaiting_approval`, its stock held until hold_expires_at like an online payment's.
ALTER TABLE "companies" ADD COLUMN "po_required" boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_id" uuid REFERENCES "companies"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_po_number_check" CHECK ("po_number" IS NULL OR char_length("po_number") BETWEEN 1 AND 35);--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("order_status" IN ('awaiting_payment', 'awaiting_approval', 'pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'));--> statement-breakpoint
-- The approvals inbox lists a company's waiting checkouts; the sweep walks the waiting holds by expiry.
CREATE INDEX "orders_company_approval_idx" ON "orders" ("company_id", "created_at") WHERE "order_status" = 'awaiting_approval';--> statement-breakpoint
CREATE INDEX "orders_approval_hold_idx" ON "orders" ("hold_expires_at") WHERE "order_status" = 'awaiting_approval';--> statement-breakpoint
-- The admin search finds an order by its PO number.
CREATE INDEX "orders_po_number_idx" ON "orders" ("po_number") WHERE "po_number" IS NOT NULL;
