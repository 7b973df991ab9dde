-- The relevance order (decision 0034) weighs "the name or brand matches" above "the description matches" for
-- every ranked candidate. It parsed both texts again for each (to_tsvector): ~50 µs a candidate at a million
-- products, 10 ms for 200 (bench/RESULTS.md, "bench:scale at 1M"). The search column now carries the words of
-- the name and brand at weight A and those of the description at D (the default), so the score asks the stored
-- column with weight-restricted queries ('rice':A, 'rice':D) instead. Its lexemes are the same as before (the
-- three texts were joined with spaces, which the parser never reads across), so every search finds what it
-- found; the GIN index ignores weights.
DROP INDEX IF EXISTS "products_search_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', product_name || ' ' || brand), 'A') || to_tsvector('simple', description)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
-- The search's step choice reads this column's lexeme statistics (search-estimate.ts).
ANALYZE "products";
