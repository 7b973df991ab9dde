CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"checkout_id" uuid NOT NULL,
	"order_id" uuid,
	"type" text NOT NULL,
	"purpose" text NOT NULL,
	"amount_poisha" bigint NOT NULL,
	"gateway" text NOT NULL,
	"gateway_payment_id" text,
	"gateway_trx_id" text,
	"refund_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_type_check" CHECK ("payment_events"."type" in ('initiated', 'completed', 'failed', 'cancelled', 'expired', 'refunded', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"purpose" text NOT NULL,
	"amount_poisha" bigint NOT NULL,
	"currency" text DEFAULT 'BDT' NOT NULL,
	"status" text DEFAULT 'initiated' NOT NULL,
	"gateway_payment_id" text,
	"gateway_trx_id" text,
	"execute_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_gateway_check" CHECK ("payments"."gateway" in ('bkash', 'sslcommerz')),
	CONSTRAINT "payments_purpose_check" CHECK ("payments"."purpose" in ('full', 'advance')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_poisha" > 0),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('initiated', 'completed', 'failed', 'cancelled', 'expired', 'refund_due', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
-- Orders marked paid before this round were paid in full; checkouts take their orders' payment method.
UPDATE "orders" SET "paid_poisha" = "total_poisha" WHERE "payment_status" = 'paid';--> statement-breakpoint
UPDATE "checkouts" SET "payment_method" = "orders"."payment_method" FROM "orders" WHERE "orders"."checkout_id" = "checkouts"."id";--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_created_idx" ON "payment_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_events_checkout_idx" ON "payment_events" USING btree ("checkout_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_checkout_idx" ON "payments" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_idx" ON "payments" USING btree ("gateway","gateway_payment_id") WHERE "payments"."gateway_payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_trx_idx" ON "payments" USING btree ("gateway","gateway_trx_id") WHERE "payments"."gateway_trx_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_hold_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."order_status" = 'awaiting_payment';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_check" CHECK ("orders"."paid_poisha" between 0 and "orders"."total_poisha");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."order_status" in ('awaiting_payment', 'pending', 'processing', 'shipped', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('cod', 'bkash', 'nagad', 'rocket', 'bkash_online', 'sslcommerz'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('unpaid', 'partially_paid', 'paid', 'refunded'));