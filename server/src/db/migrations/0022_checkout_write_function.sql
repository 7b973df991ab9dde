-- The stock guard in one place: the quantity engine's rules (contract quoteLine) for one product row and a
-- quantity — on sale, at least the MOQ, whole packs, within the cap per order and the exact-total cap
-- (contract MAX_TOTAL_POISHA) at the base price, within the stock. Every conditional stock update calls it
-- (modules/orders/stock-guard.repo.ts); stock-guard.test.ts holds it and the engine to the same answers.
CREATE FUNCTION "bulkbazar_stock_guard"("p" "products", "qty" integer) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT p.status = 'approved' AND p.seller_blocked = false
    AND p.min_quantity <= qty
    AND qty % p.order_increment = 0
    AND (p.max_order_quantity IS NULL OR qty <= p.max_order_quantity)
    AND (p.price_poisha = 0 OR qty::bigint * p.price_poisha <= 999999999999999::bigint)
    AND p.stock >= qty
$$;--> statement-breakpoint
-- A checkout's writes (modules/orders/checkout-write.repo.ts) as one call with one JSON document: the text
-- never changes, so each connection plans these statements once (PL/pgSQL keeps the plans), and the server
-- builds no SQL per order. Several products' rows are locked in id order (two checkouts never wait on each
-- other in a circle); each line is taken only if the guard holds, the buyer is not its seller and the terms it was
-- priced on are unchanged; when not every line could be taken it raises BB409 and nothing is written. The
-- hot rows stay locked from the stock update to the commit, with no round trip between.
CREATE FUNCTION "bulkbazar_write_checkout"("doc" jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
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
  IF jsonb_array_length(doc->'stock') > 1 THEN
    PERFORM 1 FROM products
      WHERE id IN (SELECT (l->>'id')::uuid FROM jsonb_array_elements(doc->'stock') AS l)
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
  -- Orders and their lines come whole (every column, defaults filled in by the server: db/row-as-written.ts).
  INSERT INTO orders SELECT * FROM jsonb_populate_recordset(NULL::orders, doc->'orders');
  INSERT INTO order_items SELECT * FROM jsonb_populate_recordset(NULL::order_items, doc->'items');
  INSERT INTO order_events (order_id, status, actor_id)
    SELECT order_id, status, actor_id
    FROM jsonb_to_recordset(doc->'events') AS e(order_id uuid, status text, actor_id text);
END
$$;
-- bulkbazar_all_taken (migration 0020) is no longer called, and is kept: processes of the previous release still
-- running beside the migrated ones during a rolling restart call it until they stop.
--> statement-breakpoint
-- Several checkouts in one transaction and one commit (modules/orders/checkout-batch.ts gathers the checkouts
-- that arrive while the previous batch is being written). Each is bulkbazar_write_checkout in a subtransaction
-- of its own, in the order given, so a refused or failing checkout leaves the others written. Answers one
-- result per checkout, in order: {"ok": true}, or {"code": SQLSTATE, "message": …} for one that wrote nothing.
CREATE FUNCTION "bulkbazar_write_checkouts"("docs" jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  doc jsonb;
  results jsonb := '[]';
BEGIN
  FOR doc IN SELECT value FROM jsonb_array_elements(docs) LOOP
    BEGIN
      PERFORM bulkbazar_write_checkout(doc);
      results := results || jsonb_build_array(jsonb_build_object('ok', true));
    EXCEPTION WHEN OTHERS THEN
      results := results || jsonb_build_array(jsonb_build_object('code', SQLSTATE, 'message', SQLERRM));
    END;
  END LOOP;
  RETURN results;
END
$$;
