DROP INDEX "newsletter_created_idx";--> statement-breakpoint
DROP INDEX "orders_buyer_created_idx";--> statement-breakpoint
DROP INDEX "orders_seller_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "products_status_created_idx";--> statement-breakpoint
DROP INDEX "products_status_category_created_idx";--> statement-breakpoint
DROP INDEX "products_seller_created_idx";--> statement-breakpoint
DROP INDEX "user_created_idx";--> statement-breakpoint
CREATE INDEX "newsletter_created_idx" ON "newsletter_subscribers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_seller_created_idx" ON "orders" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("order_status","created_at");--> statement-breakpoint
CREATE INDEX "products_status_created_idx" ON "products" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "products_status_category_created_idx" ON "products" USING btree ("status","category","created_at","id");--> statement-breakpoint
CREATE INDEX "products_seller_created_idx" ON "products" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at");