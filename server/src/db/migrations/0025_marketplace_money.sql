CREATE TABLE "commission_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"category" text,
	"seller_id" text,
	"percent_bps" integer NOT NULL,
	"fixed_fee_poisha" bigint DEFAULT 0 NOT NULL,
	"ends_at" timestamp with time zone,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rules_scope_check" CHECK ("commission_rules"."scope" in ('default', 'category', 'seller')),
	CONSTRAINT "commission_rules_percent_check" CHECK ("commission_rules"."percent_bps" between 0 and 10000),
	CONSTRAINT "commission_rules_fee_check" CHECK ("commission_rules"."fixed_fee_poisha" >= 0),
	CONSTRAINT "commission_rules_target_check" CHECK (("commission_rules"."scope" = 'default' and "commission_rules"."category" is null and "commission_rules"."seller_id" is null)
        or ("commission_rules"."scope" = 'category' and "commission_rules"."category" is not null and "commission_rules"."seller_id" is null)
        or ("commission_rules"."scope" = 'seller' and "commission_rules"."seller_id" is not null and "commission_rules"."category" is null))
);
--> statement-breakpoint
CREATE TABLE "courier_remittances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"courier" text NOT NULL,
	"amount_poisha" bigint NOT NULL,
	"fees_poisha" bigint DEFAULT 0 NOT NULL,
	"received_on" date NOT NULL,
	"reference" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_remittances_courier_check" CHECK ("courier_remittances"."courier" in ('steadfast', 'pathao', 'redx')),
	CONSTRAINT "courier_remittances_amount_check" CHECK ("courier_remittances"."amount_poisha" >= 0 and "courier_remittances"."fees_poisha" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"order_id" uuid,
	"checkout_id" uuid,
	"payout_id" uuid,
	"remittance_id" uuid,
	"refund_id" uuid,
	"memo" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('payment_received', 'payment_refunded', 'order_delivered', 'order_returned', 'cash_collected',
        'cod_collected', 'remittance_received', 'payout_created', 'payout_sent', 'payout_failed', 'refund_issued',
        'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"account" text NOT NULL,
	"seller_id" text,
	"amount_poisha" bigint NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_lines_amount_check" CHECK ("ledger_lines"."amount_poisha" <> 0),
	CONSTRAINT "ledger_lines_seller_check" CHECK (("ledger_lines"."account" like 'seller_payable:%') = ("ledger_lines"."seller_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_poisha" bigint NOT NULL,
	"reason" text NOT NULL,
	"channel" text NOT NULL,
	"reference" text,
	"status" text DEFAULT 'done' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount_poisha" > 0),
	CONSTRAINT "order_refunds_channel_check" CHECK ("order_refunds"."channel" in ('bkash', 'sslcommerz', 'manual')),
	CONSTRAINT "order_refunds_status_check" CHECK ("order_refunds"."status" in ('done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"minimum_poisha" bigint NOT NULL,
	"idempotency_key" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"seller_id" text NOT NULL,
	"amount_poisha" bigint NOT NULL,
	"method" text NOT NULL,
	"destination" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text,
	"failure_reason" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_poisha" > 0),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "payouts_method_check" CHECK ("payouts"."method" in ('bkash', 'nagad', 'rocket', 'bank'))
);
--> statement-breakpoint
CREATE TABLE "remittance_parcels" (
	"remittance_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_poisha" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_finance" (
	"user_id" text PRIMARY KEY NOT NULL,
	"bin" text,
	"method" text,
	"wallet_number" text,
	"bank_name" text,
	"routing_number" text,
	"account_name" text,
	"account_number" text,
	"payouts_held_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_finance_bin_check" CHECK ("seller_finance"."bin" is null or "seller_finance"."bin" ~ '^[0-9]{13}$'),
	CONSTRAINT "seller_finance_method_check" CHECK ("seller_finance"."method" is null or "seller_finance"."method" in ('bkash', 'nagad', 'rocket', 'bank')),
	CONSTRAINT "seller_finance_routing_check" CHECK ("seller_finance"."routing_number" is null or "seller_finance"."routing_number" ~ '^[0-9]{9}$')
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "commission_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "commission_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_vat_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_remittances" ADD CONSTRAINT "courier_remittances_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_parcels" ADD CONSTRAINT "remittance_parcels_remittance_id_courier_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."courier_remittances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remittance_parcels" ADD CONSTRAINT "remittance_parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_finance" ADD CONSTRAINT "seller_finance_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rules_default_idx" ON "commission_rules" USING btree ("scope") WHERE "commission_rules"."scope" = 'default';--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rules_category_idx" ON "commission_rules" USING btree ("category") WHERE "commission_rules"."scope" = 'category';--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rules_seller_idx" ON "commission_rules" USING btree ("seller_id") WHERE "commission_rules"."scope" = 'seller';--> statement-breakpoint
CREATE UNIQUE INDEX "courier_remittances_reference_idx" ON "courier_remittances" USING btree ("courier","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_key_idx" ON "ledger_entries" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_lines_entry_idx" ON "ledger_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_account_idx" ON "ledger_lines" USING btree ("account");--> statement-breakpoint
CREATE INDEX "ledger_lines_seller_idx" ON "ledger_lines" USING btree ("seller_id","available_at");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_runs_idempotency_idx" ON "payout_runs" USING btree ("idempotency_key") WHERE "payout_runs"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_run_seller_idx" ON "payouts" USING btree ("run_id","seller_id");--> statement-breakpoint
CREATE INDEX "payouts_seller_idx" ON "payouts" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "remittance_parcels_order_idx" ON "remittance_parcels" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "remittance_parcels_remittance_idx" ON "remittance_parcels" USING btree ("remittance_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_commission_check" CHECK ("orders"."commission_poisha" >= 0 and "orders"."commission_vat_poisha" >= 0 and "orders"."refunded_poisha" between 0 and "orders"."total_poisha");--> statement-breakpoint
-- The ledger is append-only (decision 0026): a mistake is reversed by a new entry, never edited away.
CREATE FUNCTION bulkbazar_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION bulkbazar_ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_lines_append_only BEFORE UPDATE OR DELETE ON "ledger_lines"
  FOR EACH ROW EXECUTE FUNCTION bulkbazar_ledger_append_only();
--> statement-breakpoint
-- Every entry balances: checked when the transaction that wrote it commits (its lines are written one
-- statement at a time), so an unbalanced entry rolls back the event that caused it.
CREATE FUNCTION bulkbazar_ledger_entry_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  lines integer;
BEGIN
  SELECT coalesce(sum(amount_poisha), 0), count(*) INTO total, lines FROM ledger_lines WHERE entry_id = NEW.entry_id;
  IF total <> 0 OR lines < 2 THEN
    RAISE EXCEPTION 'ledger entry % does not balance (% poisha over % lines)', NEW.entry_id, total, lines
      USING ERRCODE = 'P0001';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_lines_balance AFTER INSERT ON "ledger_lines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bulkbazar_ledger_entry_balances();
--> statement-breakpoint
-- Until the operator sets one, the platform's commission is 5 % (issue 29).
INSERT INTO "commission_rules" ("scope", "percent_bps", "fixed_fee_poisha") VALUES ('default', 500, 0);
