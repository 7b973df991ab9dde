-- Ordering products with variants (issue 30). A cart line is one product and, for a product with variants,
-- one of its variants: the key is (user, product, variant), the variant null for a product without options
-- (NULLS NOT DISTINCT keeps one such line per product, as the old primary key did).
ALTER TABLE "cart_items" ADD COLUMN "variant_id" uuid REFERENCES "product_variants"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_line_key" UNIQUE NULLS NOT DISTINCT ("user_id", "product_id", "variant_id");--> statement-breakpoint
-- An order line names the variant bought and keeps its options as they were (a snapshot, like the product's
-- name): the variant may later be renamed or removed (then variant_id is null and the options remain).
ALTER TABLE "order_items" ADD COLUMN "variant_id" uuid REFERENCES "product_variants"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_options" jsonb;--> statement-breakpoint
-- The unit price at `counted` on a product's ladder (contract unitPriceAt): the last tier reached, else the base.
CREATE FUNCTION "bulkbazar_tier_price"("p" "products", "counted" bigint) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    (SELECT (t->>'pricePoisha')::bigint
       FROM jsonb_array_elements(p.price_tiers) WITH ORDINALITY AS x(t, i)
       WHERE (t->>'minQuantity')::bigint <= counted
       ORDER BY i DESC LIMIT 1),
    p.price_poisha)
$$;--> statement-breakpoint
-- The quantity engine's rules for a mix of a product's variants (contract quoteMix) in SQL: `mix` is
-- [{"id": variant id, "qty": units}], zero quantities counting as not ordered. True exactly when quoteMix
-- accepts the mix and the product is on sale: every key one of its variants, named once; the MOQ, pack size,
-- cap per order and the exact-total cap on the total ('mixed'), on each variant ('per_variant') or on the
-- packs ('ratio_pack', every pack variant in its ratio); each variant's stock; the priced total within
-- MAX_TOTAL_POISHA. It reads the variants as they are now: the checkout calls it after locking their rows.
-- variant-guard.test.ts holds it and quoteMix to the same answers over generated cases.
-- A mix's lines joined to the product's variants (known: the key is one of them).
CREATE FUNCTION "bulkbazar_mix_lines"("p" "products", "mix" jsonb)
  RETURNS TABLE ("id" uuid, "qty" bigint, "stock" integer, "price" bigint, "units" integer, "known" boolean)
  LANGUAGE sql STABLE AS $$
  SELECT m.id, m.qty, v.stock, coalesce(v.price_poisha, p.price_poisha), v.pack_units, v.id IS NOT NULL
  FROM (SELECT (e->>'id')::uuid AS id, (e->>'qty')::bigint AS qty FROM jsonb_array_elements(mix) AS e) m
  LEFT JOIN product_variants v ON v.id = m.id AND v.product_id = p.id
$$;--> statement-breakpoint
CREATE FUNCTION "bulkbazar_mix_guard"("p" "products", "mix" jsonb) RETURNS boolean
  LANGUAGE plpgsql STABLE AS $$
DECLARE
  max_total constant numeric := 999999999999999;
  top numeric;
  broken boolean;
  counted numeric;
  packs_seen integer;
  whole boolean;
  grand numeric;
BEGIN
  IF p.status <> 'approved' OR p.seller_blocked THEN RETURN false; END IF;
  -- Every key one of the product's variants, named once, no quantity below 0, none beyond its stock.
  SELECT count(*) FILTER (WHERE NOT known OR qty < 0 OR qty > stock) > 0 OR count(DISTINCT id) <> count(*)
    INTO broken FROM bulkbazar_mix_lines(p, mix);
  IF broken THEN RETURN false; END IF;
  -- The order limit is taken at the dearest variant's price (as quoteMix does).
  SELECT greatest(p.price_poisha, coalesce(max(v.price_poisha), p.price_poisha)) INTO top
    FROM product_variants v WHERE v.product_id = p.id;

  IF p.variant_rule = 'per_variant' THEN
    SELECT count(*) FILTER (WHERE qty > 0) = 0 OR bool_or(qty > 0 AND NOT (
        qty >= p.min_quantity AND qty % p.order_increment = 0
        AND (p.max_order_quantity IS NULL OR qty <= p.max_order_quantity)
        AND (price = 0 OR qty * price <= max_total))),
      sum(qty * greatest(1, bulkbazar_tier_price(p, qty) + price - p.price_poisha))
      INTO broken, grand FROM bulkbazar_mix_lines(p, mix);
    RETURN coalesce(NOT broken, false) AND grand <= max_total;
  END IF;

  IF p.variant_rule = 'ratio_pack' THEN
    IF EXISTS (SELECT 1 FROM bulkbazar_mix_lines(p, mix) WHERE qty > 0 AND coalesce(units, 0) < 1) THEN
      RETURN false;
    END IF;
    -- Every pack variant (ordered or not) holds the same whole number of packs.
    SELECT count(DISTINCT coalesce(m.qty, 0)::numeric / v.pack_units),
           bool_and(coalesce(m.qty, 0) % v.pack_units = 0),
           min(coalesce(m.qty, 0)::numeric / v.pack_units)
      INTO packs_seen, whole, counted
      FROM product_variants v LEFT JOIN bulkbazar_mix_lines(p, mix) m ON m.id = v.id
      WHERE v.product_id = p.id AND v.pack_units >= 1;
    IF packs_seen <> 1 OR NOT whole THEN RETURN false; END IF;
  ELSE
    SELECT coalesce(sum(qty), 0) INTO counted FROM bulkbazar_mix_lines(p, mix);
  END IF;
  IF NOT (counted >= p.min_quantity AND counted % p.order_increment = 0
      AND (p.max_order_quantity IS NULL OR counted <= p.max_order_quantity)
      AND (top = 0 OR counted * top <= max_total)) THEN RETURN false; END IF;
  SELECT sum(qty * greatest(1, bulkbazar_tier_price(p, counted::bigint) + price - p.price_poisha)) INTO grand
    FROM bulkbazar_mix_lines(p, mix) WHERE qty > 0;
  RETURN coalesce(grand, 0) <= max_total;
END $$;--> statement-breakpoint
-- The checkout's write (migration 0022) with products that have variants: doc->'mixes' holds one entry per such
-- product, [{id, mix: [{id: variant, qty, price, units}], the product's terms as priced}], every ordered
-- quantity above 0. Plain products go through doc->'stock' as before.
CREATE OR REPLACE FUNCTION "bulkbazar_write_checkout"("doc" jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
  mixes jsonb := coalesce(doc->'mixes', '[]');
  buyer text := doc->>'buyerId';
BEGIN
  -- First what does not refer to a product (so takes no lock on one): the checkout, the notifications, the
  -- cart, the saved address.
  INSERT INTO checkouts (id, buyer_id, total_poisha, payment_method, hold_expires_at, idempotency_key, idempotency_hash, created_at)
    SELECT id, buyer_id, total_poisha, payment_method, hold_expires_at, idempotency_key, idempotency_hash, created_at
    FROM jsonb_populate_record(NULL::checkouts, doc->'checkout');
  INSERT INTO notifications (user_id, kind, data)
    SELECT user_id, kind, data
    FROM jsonb_to_recordset(coalesce(doc->'notifications', '[]')) AS n(user_id text, kind text, data jsonb);
  IF jsonb_array_length(coalesce(doc->'cartProductIds', '[]')) > 0 THEN
    DELETE FROM cart_items
      WHERE user_id = buyer
        AND product_id IN (SELECT jsonb_array_elements_text(doc->'cartProductIds')::uuid);
  END IF;
  -- A new saved address, kept only while the buyer has fewer than the most allowed (contract MAX_SAVED_ADDRESSES,
  -- sent as maxSavedAddresses).
  IF doc->'saveAddress' IS NOT NULL THEN
    INSERT INTO addresses (user_id, label, shipping_address, phone_number, division, district, area)
      SELECT a.user_id, a.label, a.shipping_address, a.phone_number, a.division, a.district, a.area
      FROM jsonb_to_record(doc->'saveAddress')
        AS a(user_id text, label text, shipping_address text, phone_number text, division text, district text, area text)
      WHERE (SELECT count(*) FROM addresses WHERE addresses.user_id = buyer) < (doc->>'maxSavedAddresses')::integer;
  END IF;
  -- The hot rows are locked from here to the commit: only the order's own rows are written meanwhile.
  -- Products first, in id order, then (below) the variants, in id order: every checkout takes its locks in
  -- this one order, and a variant's stock change updates its product (the 0032 trigger) already locked here.
  IF jsonb_array_length(doc->'stock') + jsonb_array_length(mixes) > 1 OR jsonb_array_length(mixes) > 0 THEN
    PERFORM 1 FROM products
      WHERE id IN (SELECT (l->>'id')::uuid FROM jsonb_array_elements(doc->'stock') AS l
                   UNION SELECT (l->>'id')::uuid FROM jsonb_array_elements(mixes) AS l)
      ORDER BY id FOR NO KEY UPDATE;
  END IF;
  WITH done AS (
    UPDATE products p SET stock = p.stock - v.qty
    FROM jsonb_to_recordset(doc->'stock')
      AS v(id uuid, qty integer, price bigint, tiers jsonb, moq integer, pack integer, cap integer, grams integer, seller text)
    WHERE p.id = v.id
      AND bulkbazar_stock_guard(p, v.qty)
      AND p.seller_id IS DISTINCT FROM buyer
      AND (p.price_poisha, p.price_tiers, p.min_quantity, p.order_increment, p.max_order_quantity, p.weight_grams, p.seller_id)
        IS NOT DISTINCT FROM (v.price, v.tiers, v.moq, v.pack, v.cap, v.grams, v.seller)
    RETURNING 1
  )
  SELECT count(*) INTO taken FROM done;
  IF taken <> jsonb_array_length(doc->'stock') THEN
    RAISE EXCEPTION 'checkout line refused' USING ERRCODE = 'BB409';
  END IF;
  -- Products with variants (migration 0034): each mix judged whole by the guard, on the variants' rows as they
  -- are once locked, with the product's terms and the ordered variants' price and pack as priced; then each
  -- variant's stock taken by a conditional update (the trigger moves the product's stock with it).
  IF jsonb_array_length(mixes) > 0 THEN
    PERFORM 1 FROM product_variants
      WHERE id IN (SELECT (x->>'id')::uuid FROM jsonb_array_elements(mixes) AS l, jsonb_array_elements(l->'mix') AS x)
      ORDER BY id FOR NO KEY UPDATE;
    SELECT count(*) INTO taken
      FROM products p
      JOIN jsonb_to_recordset(mixes)
        AS v(id uuid, mix jsonb, price bigint, tiers jsonb, moq integer, pack integer, cap integer, grams integer, seller text, rule text)
        ON p.id = v.id
      WHERE bulkbazar_mix_guard(p, v.mix)
        AND p.seller_id IS DISTINCT FROM buyer
        AND (p.price_poisha, p.price_tiers, p.min_quantity, p.order_increment, p.max_order_quantity, p.weight_grams, p.seller_id, p.variant_rule)
          IS NOT DISTINCT FROM (v.price, v.tiers, v.moq, v.pack, v.cap, v.grams, v.seller, v.rule)
        AND NOT EXISTS (
          SELECT 1 FROM jsonb_to_recordset(v.mix) AS x(id uuid, qty integer, price bigint, units integer)
          LEFT JOIN product_variants pv ON pv.id = x.id AND pv.product_id = p.id
          WHERE pv.id IS NULL OR (pv.price_poisha, pv.pack_units) IS DISTINCT FROM (x.price, x.units));
    IF taken <> jsonb_array_length(mixes) THEN
      RAISE EXCEPTION 'checkout line refused' USING ERRCODE = 'BB409';
    END IF;
    WITH done AS (
      UPDATE product_variants pv SET stock = pv.stock - x.qty
      FROM (SELECT (l->>'id')::uuid AS product, (e->>'id')::uuid AS id, (e->>'qty')::integer AS qty
            FROM jsonb_array_elements(mixes) AS l, jsonb_array_elements(l->'mix') AS e) x
      WHERE pv.id = x.id AND pv.product_id = x.product AND pv.stock >= x.qty
      RETURNING 1
    )
    SELECT count(*) INTO taken FROM done;
    IF taken <> (SELECT count(*) FROM jsonb_array_elements(mixes) AS l, jsonb_array_elements(l->'mix')) THEN
      RAISE EXCEPTION 'checkout line refused' USING ERRCODE = 'BB409';
    END IF;
  END IF;
  -- Orders and their lines come whole (every column, defaults filled in by the server: db/row-as-written.ts).
  INSERT INTO orders SELECT * FROM jsonb_populate_recordset(NULL::orders, doc->'orders');
  INSERT INTO order_items SELECT * FROM jsonb_populate_recordset(NULL::order_items, doc->'items');
  INSERT INTO order_events (order_id, status, actor_id)
    SELECT order_id, status, actor_id
    FROM jsonb_to_recordset(doc->'events') AS e(order_id uuid, status text, actor_id text);
END
$$;
--> statement-breakpoint
-- An order line's units back to stock (a cancel, a decline, an expired payment hold, a returned parcel): to its
-- variant when it names one (the trigger moves the product's stock with it; the product row is locked first,
-- the order in which checkouts lock), else to the product — unless the product has variants now, whose sum
-- its stock must stay: a line whose variant was since removed returns nothing.
CREATE FUNCTION "bulkbazar_return_stock"("product" uuid, "variant" uuid, "qty" integer) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF "variant" IS NOT NULL THEN
    PERFORM 1 FROM products WHERE id = "product" FOR NO KEY UPDATE;
    UPDATE product_variants SET stock = stock + "qty" WHERE id = "variant" AND product_id = "product";
  ELSE
    UPDATE products SET stock = stock + "qty"
      WHERE id = "product" AND NOT EXISTS (SELECT 1 FROM product_variants WHERE product_id = "product");
  END IF;
END $$;
