CREATE TABLE "product_viewers" (
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"address_hash" text DEFAULT '' NOT NULL,
	"viewer_hash" text NOT NULL,
	CONSTRAINT "product_viewers_day_product_id_address_hash_viewer_hash_pk" PRIMARY KEY("day","product_id","address_hash","viewer_hash")
);
--> statement-breakpoint
DROP INDEX "products_status_created_idx";--> statement-breakpoint
DROP INDEX "products_status_category_created_idx";--> statement-breakpoint
DROP INDEX "products_status_price_idx";--> statement-breakpoint
DROP INDEX "products_status_category_price_idx";--> statement-breakpoint
DROP INDEX "products_status_rating_created_idx";--> statement-breakpoint
DROP INDEX "products_status_name_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_viewers" ADD CONSTRAINT "product_viewers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_status_created_idx" ON "products" USING btree ("status","created_at","id") WHERE "products"."status" <> 'approved' or not "products"."seller_blocked";--> statement-breakpoint
CREATE INDEX "products_status_category_created_idx" ON "products" USING btree ("status","category","created_at","id") WHERE "products"."status" <> 'approved' or not "products"."seller_blocked";--> statement-breakpoint
CREATE INDEX "products_status_price_idx" ON "products" USING btree ("status","price_poisha","id") WHERE "products"."status" <> 'approved' or not "products"."seller_blocked";--> statement-breakpoint
CREATE INDEX "products_status_category_price_idx" ON "products" USING btree ("status","category","price_poisha","id") WHERE "products"."status" <> 'approved' or not "products"."seller_blocked";--> statement-breakpoint
CREATE INDEX "products_status_rating_created_idx" ON "products" USING btree ("status","rating","created_at","id") WHERE "products"."status" <> 'approved' or not "products"."seller_blocked";--> statement-breakpoint
CREATE INDEX "products_status_name_idx" ON "products" USING btree ("status","product_name","id") WHERE "products"."status" <> 'approved' or not "products"."seller_blocked";