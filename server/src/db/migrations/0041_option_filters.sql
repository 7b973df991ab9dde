-- The catalog's option filters (issue 30 item 4: ?option=Size:M) ask `products.options @> '[{"name":"Size",
-- "values":["M"]}]'`. Without an index, a filter alone would walk the newest-first index until a page of products
-- offering the value turned up: in a million listings of which a few hundred have sizes, that is all of them.
-- jsonb_path_ops holds only what containment needs (smaller than the default jsonb_ops).
CREATE INDEX "products_options_idx" ON "products" USING gin ("options" jsonb_path_ops);
