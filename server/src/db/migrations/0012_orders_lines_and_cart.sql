CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"product_image" text NOT NULL,
	"product_sku" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_poisha" bigint NOT NULL,
	"line_total_poisha" bigint NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_total_check" CHECK ("order_items"."line_total_poisha" = "order_items"."unit_price_poisha" * "order_items"."quantity")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"label" text NOT NULL,
	"shipping_address" text NOT NULL,
	"phone_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_label_check" CHECK (char_length("addresses"."label") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"user_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"accepted_unit_price_poisha" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" text NOT NULL,
	"total_poisha" bigint NOT NULL,
	"idempotency_key" text,
	"idempotency_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_total_check" CHECK ("checkouts"."total_poisha" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_id" uuid;--> statement-breakpoint
-- Orders placed before the cart: each becomes a checkout of its own (same id, its key and fingerprint) ...
INSERT INTO "checkouts" ("id", "buyer_id", "total_poisha", "idempotency_key", "idempotency_hash", "created_at")
  SELECT "id", "buyer_id", "total_poisha", "idempotency_key", "idempotency_hash", "created_at" FROM "orders";--> statement-breakpoint
UPDATE "orders" SET "checkout_id" = "id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "checkout_id" SET NOT NULL;--> statement-breakpoint
-- ... and a one-line order: its flat product fields are its only line.
INSERT INTO "order_items" ("order_id", "position", "product_id", "product_name", "product_image", "product_sku", "quantity", "unit_price_poisha", "line_total_poisha")
  SELECT "id", 0, "product_id", "product_name", "product_image", "product_sku", "quantity", "product_price_poisha", "total_poisha" FROM "orders";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "order_increment" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_order_quantity" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "min_order_amount_poisha" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_position_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_buyer_idempotency_idx" ON "checkouts" USING btree ("buyer_id","idempotency_key") WHERE "checkouts"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "checkouts_buyer_created_idx" ON "checkouts" USING btree ("buyer_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_checkout_idx" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK ("orders"."total_poisha" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_order_increment_check" CHECK ("products"."order_increment" >= 1);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_moq_multiple_check" CHECK ("products"."min_quantity" % "products"."order_increment" = 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_order_check" CHECK ("products"."max_order_quantity" is null or "products"."max_order_quantity" >= "products"."min_quantity");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_tiers_check" CHECK (jsonb_typeof("products"."price_tiers") = 'array' and jsonb_array_length("products"."price_tiers") <= 5);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_min_order_amount_check" CHECK ("user"."min_order_amount_poisha" >= 0);