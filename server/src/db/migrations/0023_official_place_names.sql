-- Places saved before the lists took the government's 2018 spellings (kernel/bd-locations/official-names.ts:
-- Comilla → Cumilla, Bogra → Bogura, Barisal → Barishal, Jessore → Jashore, also inside area names such as
-- "Bogra Sadar") take the new ones, so a saved address or a seller's pickup place is still found in the lists
-- and an order's place reads as the lists now do.
CREATE FUNCTION "bulkbazar_official_place"("name" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace("name",
    '\mComilla\M', 'Cumilla', 'g'), '\mBogra\M', 'Bogura', 'g'), '\mBarisal\M', 'Barishal', 'g'),
    '\mJessore\M', 'Jashore', 'g')
$$;--> statement-breakpoint
UPDATE "addresses" SET
  "division" = "bulkbazar_official_place"("division"),
  "district" = "bulkbazar_official_place"("district"),
  "area" = "bulkbazar_official_place"("area")
WHERE concat_ws('|', "division", "district", "area") ~ '\m(Comilla|Bogra|Barisal|Jessore)\M';--> statement-breakpoint
UPDATE "user" SET
  "pickup_division" = "bulkbazar_official_place"("pickup_division"),
  "pickup_district" = "bulkbazar_official_place"("pickup_district"),
  "pickup_area" = "bulkbazar_official_place"("pickup_area")
WHERE concat_ws('|', "pickup_division", "pickup_district", "pickup_area") ~ '\m(Comilla|Bogra|Barisal|Jessore)\M';--> statement-breakpoint
UPDATE "orders" SET
  "ship_division" = "bulkbazar_official_place"("ship_division"),
  "ship_district" = "bulkbazar_official_place"("ship_district"),
  "ship_area" = "bulkbazar_official_place"("ship_area")
WHERE concat_ws('|', "ship_division", "ship_district", "ship_area") ~ '\m(Comilla|Bogra|Barisal|Jessore)\M';--> statement-breakpoint
DROP FUNCTION "bulkbazar_official_place"(text);
