-- Stock history (issue 30 item 7): every change of a variant's stock, or of the stock of a product without
-- variants, as one row with its reason, before and after. Written by triggers (docs/decisions/0040-stock-
-- history.md) so no writer of stock can forget it: checkouts, cancels, returns, imports, edits, adjustments.
CREATE TABLE "stock_movements" (
  "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "variant_id" uuid REFERENCES "product_variants"("id") ON DELETE SET NULL,
  "change" integer NOT NULL,
  "before" integer NOT NULL,
  "after" integer NOT NULL,
  "reason" text NOT NULL,
  "order_id" uuid REFERENCES "orders"("id") ON DELETE SET NULL,
  "actor_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "note" text,
  -- The writing transaction, so an order line can claim the stock take of its own transaction (see below).
  "tx" bigint NOT NULL DEFAULT txid_current(),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "stock_movements_reason_check"
    CHECK ("reason" IN ('received', 'damaged', 'returned', 'correction', 'order', 'cancel', 'import'))
);--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" ("product_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
-- The seller's low-stock line (issue 30 item 7): told once when stock falls from above it to at or below it.
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_check"
  CHECK ("low_stock_threshold" IS NULL OR "low_stock_threshold" >= 0);--> statement-breakpoint
-- One movement. The reason, actor, order and note come from transaction-local settings an adjustment or a
-- cancel sets (bb.stock_reason, bb.stock_actor, bb.stock_order, bb.stock_note); unset, the change is a
-- 'correction' — and an order line written in the same transaction relabels it 'order' with its order id
-- (bulkbazar_order_line_stock below), which keeps the checkout's one-call write function untouched.
CREATE FUNCTION "bulkbazar_record_stock"("product" uuid, "variant" uuid, "was" integer, "now_" integer)
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r text := nullif(current_setting('bb.stock_reason', true), '');
BEGIN
  INSERT INTO stock_movements (product_id, variant_id, change, before, after, reason, order_id, actor_id, note)
  VALUES ("product", "variant", "now_" - "was", "was", "now_", coalesce(r, 'correction'),
    CASE WHEN r IS NULL THEN NULL ELSE nullif(current_setting('bb.stock_order', true), '')::uuid END,
    CASE WHEN r IS NULL THEN NULL ELSE nullif(current_setting('bb.stock_actor', true), '') END,
    CASE WHEN r IS NULL THEN NULL ELSE nullif(current_setting('bb.stock_note', true), '') END);
END $$;--> statement-breakpoint
CREATE FUNCTION "bulkbazar_variant_stock_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."stock" <> OLD."stock" THEN
    PERFORM bulkbazar_record_stock(NEW."product_id", NEW."id", OLD."stock", NEW."stock");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_variants_stock_history" AFTER UPDATE OF "stock" ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION "bulkbazar_variant_stock_history"();--> statement-breakpoint
-- A product's own stock: recorded when written directly (trigger depth 1); a product with variants has its
-- stock moved by the variants' trigger (depth 2), whose movement the variant row already recorded. Either way
-- a fall from above the low-stock line to at or below it tells the seller once; rising above it re-arms.
CREATE FUNCTION "bulkbazar_product_stock_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."stock" = OLD."stock" THEN RETURN NULL; END IF;
  IF pg_trigger_depth() = 1 THEN
    PERFORM bulkbazar_record_stock(NEW."id", NULL, OLD."stock", NEW."stock");
  END IF;
  IF NEW."low_stock_threshold" IS NOT NULL AND OLD."stock" > NEW."low_stock_threshold"
     AND NEW."stock" <= NEW."low_stock_threshold" AND NEW."seller_id" IS NOT NULL THEN
    INSERT INTO notifications (user_id, kind, data)
    VALUES (NEW."seller_id", 'low_stock', jsonb_build_object('productId', NEW."id", 'productName', NEW."product_name",
      'stock', NEW."stock", 'threshold', NEW."low_stock_threshold"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_stock_history" AFTER UPDATE OF "stock" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "bulkbazar_product_stock_history"();--> statement-breakpoint
-- An order line claims its stock take: the oldest unclaimed 'correction' of its product (and variant) written
-- in this transaction for exactly its quantity. The checkout takes a checkout's stock just before writing its
-- lines (bulkbazar_write_checkout), so the claim is exact even in a batch of checkouts of one product.
CREATE FUNCTION "bulkbazar_order_line_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."product_id" IS NULL THEN RETURN NULL; END IF;
  UPDATE stock_movements SET reason = 'order', order_id = NEW."order_id"
  WHERE id = (
    SELECT id FROM stock_movements
    WHERE product_id = NEW."product_id" AND created_at = now() AND tx = txid_current()
      AND variant_id IS NOT DISTINCT FROM NEW."variant_id" AND reason = 'correction' AND order_id IS NULL
      AND actor_id IS NULL AND change = -NEW."quantity"
    ORDER BY id LIMIT 1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_items_stock_history" AFTER INSERT ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION "bulkbazar_order_line_stock"();--> statement-breakpoint
-- A line's units back to stock for an order (a cancel, an expired hold, a returned parcel): the 3-argument
-- function (migration 0034) with its movements labelled, the labels cleared after so later writes in the
-- transaction are not mislabelled.
CREATE FUNCTION "bulkbazar_return_stock"("product" uuid, "variant" uuid, "qty" integer, "order_" uuid,
  "reason" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('bb.stock_reason', "reason", true), set_config('bb.stock_order', "order_"::text, true);
  PERFORM bulkbazar_return_stock("product", "variant", "qty");
  PERFORM set_config('bb.stock_reason', '', true), set_config('bb.stock_order', '', true);
END $$;
