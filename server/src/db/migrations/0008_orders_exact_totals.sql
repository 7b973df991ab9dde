-- Totals placed before issue 11 were multiplied as JavaScript numbers: above 2^53 poisha they could be off.
-- Recompute them in bigint arithmetic (exact) before the check constraint that holds them to it.
UPDATE "orders" SET "total_poisha" = "product_price_poisha" * "quantity" WHERE "total_poisha" <> "product_price_poisha" * "quantity";
