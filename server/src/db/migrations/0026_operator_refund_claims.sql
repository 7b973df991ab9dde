-- Operator refunds (issue 29, decision 0026): a gateway refund is claimed 'pending' before the gateway is called,
-- so a retry never sends it twice and nothing is recorded before the gateway refunded; the operator's request
-- key makes a resent request answer the same refund.
ALTER TABLE "order_refunds" DROP CONSTRAINT "order_refunds_status_check";--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_idempotency_idx" ON "order_refunds" USING btree ("order_id","idempotency_key") WHERE "order_refunds"."idempotency_key" is not null;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_status_check" CHECK ("order_refunds"."status" in ('pending', 'done', 'failed'));
