CREATE INDEX "products_status_category_price_idx" ON "products" USING btree ("status","category","price_poisha","id");--> statement-breakpoint
CREATE INDEX "products_status_rating_created_idx" ON "products" USING btree ("status","rating","created_at","id");--> statement-breakpoint
CREATE INDEX "products_status_name_idx" ON "products" USING btree ("status","product_name","id");