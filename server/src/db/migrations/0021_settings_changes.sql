-- Each process keeps the shop's settings that every checkout reads — the delivery charge table and the site
-- content (its COD advance rule) — in memory (db/watched-value.ts). Any change to them, by the admin's routes
-- or an operator's SQL, announces the table's name on one channel at commit, and every process forgets its copy.
CREATE FUNCTION "bulkbazar_settings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bulkbazar_settings', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "delivery_rates_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_rate_bands"
  FOR EACH STATEMENT EXECUTE FUNCTION "bulkbazar_settings_changed"();--> statement-breakpoint
CREATE TRIGGER "site_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_content"
  FOR EACH STATEMENT EXECUTE FUNCTION "bulkbazar_settings_changed"();
