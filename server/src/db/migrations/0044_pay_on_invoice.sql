-- Pay on invoice (issue 31 item 4, decision 0042): an order paid by the company's trade credit, the ledger's
-- entries for credit drawn, released and repaid, the reminders sent for an invoice, and the company's own
-- payments of its invoices (online by bKash or SSLCommerz, or a bank transfer the operator recorded).
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('cod', 'bkash', 'nagad', 'rocket', 'bkash_online', 'sslcommerz', 'invoice'));--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('payment_received', 'payment_refunded', 'order_delivered', 'order_returned', 'cash_collected',
        'cod_collected', 'remittance_received', 'payout_created', 'payout_sent', 'payout_failed', 'refund_issued',
        'adjustment', 'credit_drawn', 'credit_released', 'credit_repaid'));--> statement-breakpoint
-- When the reminder before the due date and the one after it were sent (each once).
ALTER TABLE "credit_invoices" ADD COLUMN "reminded_before_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_invoices" ADD COLUMN "reminded_after_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "credit_payments" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE RESTRICT,
  "invoice_ids" uuid[] NOT NULL,
  "amount_poisha" bigint NOT NULL,
  "method" text NOT NULL,
  "status" text NOT NULL DEFAULT 'started',
  "gateway_ref" text,
  "transaction_id" text,
  "reference" text,
  "started_by" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "paid_at" timestamp with time zone,
  CONSTRAINT "credit_payments_amount_check" CHECK ("amount_poisha" > 0),
  CONSTRAINT "credit_payments_method_check" CHECK ("method" IN ('bkash_online', 'sslcommerz', 'bank_transfer')),
  CONSTRAINT "credit_payments_status_check" CHECK ("status" IN ('started', 'paid', 'failed'))
);--> statement-breakpoint
-- A gateway's answer finds its payment by the gateway's own reference; one reference is one payment.
CREATE UNIQUE INDEX "credit_payments_gateway_ref_idx" ON "credit_payments" ("gateway_ref") WHERE "gateway_ref" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "credit_payments_company_idx" ON "credit_payments" ("company_id", "created_at");
