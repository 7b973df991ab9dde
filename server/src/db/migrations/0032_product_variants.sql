-- Variants (issue 30): a product's options (up to 3, e.g. Size and Colour, with their values) and how its quantity
-- rules meet the variants ('mixed': on the total; 'per_variant'; 'ratio_pack': in assortment packs). Products
-- without options keep '[]' and 'mixed' and behave as before.
ALTER TABLE "products" ADD COLUMN "options" jsonb NOT NULL DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_rule" text NOT NULL DEFAULT 'mixed';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_variant_rule_check"
  CHECK ("variant_rule" IN ('mixed', 'per_variant', 'ratio_pack'));--> statement-breakpoint
-- One row per combination of option values. The seller's SKU is unique among that seller's variants (case
-- folded: imports match on it); seller_id is copied from the product so the unique index needs no join.
CREATE TABLE "product_variants" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "seller_id" text NOT NULL,
  "sku" text NOT NULL,
  "options" jsonb NOT NULL,
  "stock" integer NOT NULL,
  "price_poisha" bigint,
  "pack_units" integer,
  "position" integer NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "product_variants_stock_check" CHECK ("stock" >= 0),
  CONSTRAINT "product_variants_price_check" CHECK ("price_poisha" IS NULL OR "price_poisha" > 0),
  CONSTRAINT "product_variants_pack_units_check" CHECK ("pack_units" IS NULL OR "pack_units" >= 1)
);--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_seller_sku_idx" ON "product_variants" ("seller_id", lower("sku"));--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" ("product_id", "position");--> statement-breakpoint
-- A product with variants has as much stock as its variants together (SEED.md's maxQuantity). Kept by trigger,
-- by difference, in the transaction of every variant write: the catalog, its indexes and the checkout's guard
-- read products.stock unchanged, and two writers of different variants of one product add their differences
-- under the product row's lock instead of each writing a sum computed before the other's commit.
CREATE FUNCTION "bulkbazar_variant_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "products" SET "stock" = "stock" + NEW."stock" WHERE "id" = NEW."product_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "products" SET "stock" = "stock" - OLD."stock" WHERE "id" = OLD."product_id";
  ELSIF NEW."stock" <> OLD."stock" THEN
    UPDATE "products" SET "stock" = "stock" + NEW."stock" - OLD."stock" WHERE "id" = NEW."product_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_variants_stock" AFTER INSERT OR UPDATE OF "stock" OR DELETE ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION "bulkbazar_variant_stock"();
