-- Search that understands Bangladeshi buyers (issue 34, decision 0029). pg_trgm for typo tolerance (PGlite loads
-- it as an extension, db/client.ts); the catalog's vocabulary (every word of a product's name and brand, as the
-- search column's 'simple' parser splits them) for "Did you mean" and for checking Banglish spellings against
-- words the shop really has; and the operator's synonym table, seeded from search/synonym-groups.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- A word as search compares it: no chandrabindu, nukta, ZWJ or ZWNJ, khanda ta as ta (search/bengali-normalise.ts
-- does the same in Node: keep the two in step).
CREATE FUNCTION bb_search_plain(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT replace(translate(lower(word), E'\u0981\u09BC\u200C\u200D', ''), E'\u09CE', E'\u09A4') $$;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"plain" text NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_words_plain_idx" ON "search_words" USING btree ("plain");--> statement-breakpoint
CREATE INDEX "search_words_plain_trgm_idx" ON "search_words" USING gin ("plain" gin_trgm_ops);--> statement-breakpoint
-- Words are only added: a word whose last product went away costs a "Did you mean" that finds nothing, never a
-- wrong result. One statement-level trigger per INSERT statement (bench's 1M-row seed inserts in batches).
CREATE FUNCTION bb_search_words_from_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, plain)
    SELECT w, bb_search_plain(w)
    FROM (SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', product_name || ' ' || brand))) AS w
          FROM new_rows) words
    WHERE length(w) BETWEEN 2 AND 40
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bb_search_words_from_new_rows();--> statement-breakpoint
CREATE FUNCTION bb_search_words_from_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, plain)
    SELECT w, bb_search_plain(w)
    FROM unnest(tsvector_to_array(to_tsvector('simple', NEW.product_name || ' ' || NEW.brand))) AS w
    WHERE length(w) BETWEEN 2 AND 40
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE OF "product_name", "brand" ON "products"
  FOR EACH ROW WHEN (OLD.product_name IS DISTINCT FROM NEW.product_name OR OLD.brand IS DISTINCT FROM NEW.brand)
  EXECUTE FUNCTION bb_search_words_from_row();--> statement-breakpoint
INSERT INTO search_words (word, plain)
  SELECT w, bb_search_plain(w)
  FROM (SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', product_name || ' ' || brand))) AS w
        FROM products) words
  WHERE length(w) BETWEEN 2 AND 40
ON CONFLICT (word) DO NOTHING;--> statement-breakpoint
-- A group of words that mean the same to a buyer ({rice, chal, চাল}); a word may be several words ("power bank").
-- Curated groups are added by the app when search/synonym-groups.ts's version is newer than curated_version, so
-- an operator's edits and deletions stay.
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"words" text[] NOT NULL,
	"curated" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_two_words" CHECK (cardinality("words") BETWEEN 2 AND 20)
);--> statement-breakpoint
CREATE TABLE "search_synonym_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"curated_version" integer NOT NULL
);--> statement-breakpoint
INSERT INTO "search_synonym_state" ("id", "curated_version") VALUES (true, 0);
