CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"seller_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"stars" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"removed_reason" text,
	"removed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."stars" between 1 and 5),
	CONSTRAINT "reviews_text_check" CHECK (char_length("reviews"."text") <= 2000),
	CONSTRAINT "reviews_reply_check" CHECK ("reviews"."reply" is null or char_length("reviews"."reply") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "seller_ratings" (
	"seller_id" text PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"stars_total" integer DEFAULT 0 NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_ratings_count_check" CHECK ("seller_ratings"."review_count" >= 0),
	CONSTRAINT "seller_ratings_total_check" CHECK ("seller_ratings"."stars_total" between "seller_ratings"."review_count" and 5 * "seller_ratings"."review_count")
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_rating_check";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "rating" SET DATA TYPE numeric(2, 1);--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "rating" SET DEFAULT 0;--> statement-breakpoint
-- Ratings were the seller's own pick until now; from here on a rating is the mean of buyers' reviews, and there
-- are none yet (docs/decisions/0020-buyer-reviews-and-ratings.md).
UPDATE "products" SET "rating" = 0;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "product_rating" SET DATA TYPE numeric(2, 1);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stars_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_removed_by_user_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_product_idx" ON "reviews" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "reviews_product_created_idx" ON "reviews" USING btree ("product_id","created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_review_count_check" CHECK ("products"."review_count" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rating_check" CHECK ("products"."rating" between 0 and 5);