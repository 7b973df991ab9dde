CREATE TABLE "rfq_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rfq_id" uuid NOT NULL,
	"seller_id" text NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfq_messages_body_check" CHECK (char_length("rfq_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "rfq_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rfq_id" uuid NOT NULL,
	"seller_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"unit_price_poisha" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfq_quotes_price_check" CHECK ("rfq_quotes"."unit_price_poisha" > 0),
	CONSTRAINT "rfq_quotes_quantity_check" CHECK ("rfq_quotes"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" text NOT NULL,
	"product_id" uuid,
	"product_seller_id" text,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"target_price_poisha" bigint,
	"needed_by" date,
	"note" text DEFAULT '' NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"accepted_quote_id" uuid,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfqs_quantity_check" CHECK ("rfqs"."quantity" > 0),
	CONSTRAINT "rfqs_target_price_check" CHECK ("rfqs"."target_price_poisha" is null or "rfqs"."target_price_poisha" > 0)
);
--> statement-breakpoint
ALTER TABLE "rfq_messages" ADD CONSTRAINT "rfq_messages_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_messages" ADD CONSTRAINT "rfq_messages_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_messages" ADD CONSTRAINT "rfq_messages_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_quotes" ADD CONSTRAINT "rfq_quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_product_seller_id_user_id_fk" FOREIGN KEY ("product_seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rfq_messages_thread_idx" ON "rfq_messages" USING btree ("rfq_id","seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_quotes_rfq_seller_idx" ON "rfq_quotes" USING btree ("rfq_id","seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_quotes_order_idx" ON "rfq_quotes" USING btree ("order_id") WHERE "rfq_quotes"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "rfqs_buyer_created_idx" ON "rfqs" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "rfqs_product_seller_created_idx" ON "rfqs" USING btree ("product_seller_id","created_at");--> statement-breakpoint
CREATE INDEX "rfqs_category_created_idx" ON "rfqs" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "rfqs_created_idx" ON "rfqs" USING btree ("created_at");