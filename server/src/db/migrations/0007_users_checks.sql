-- Rows written before the database held these rules (through the auth library's unguarded routes) are
-- mended first, so adding the constraints never fails: roles other than user/admin become user, images
-- that are not ours or https are dropped, names are trimmed and cut to 80 characters (an empty one
-- becomes the email's local part).
UPDATE "user" SET "role" = 'user' WHERE "role" NOT IN ('user', 'admin');--> statement-breakpoint
UPDATE "user" SET "image" = NULL WHERE "image" IS NOT NULL AND NOT (char_length("image") <= 1000 AND ("image" LIKE '/uploads/_%' OR "image" LIKE 'https://_%'));--> statement-breakpoint
UPDATE "user" SET "name" = btrim(left(btrim("name", E' \t\n\r\f'), 80), E' \t\n\r\f') WHERE NOT (char_length("name") BETWEEN 1 AND 80 AND "name" = btrim("name", E' \t\n\r\f'));--> statement-breakpoint
UPDATE "user" SET "name" = btrim(left(coalesce(nullif(btrim(split_part("email", '@', 1), E' \t\n\r\f'), ''), 'Trader'), 80), E' \t\n\r\f') WHERE "name" = '';--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_name_check" CHECK (char_length("user"."name") BETWEEN 1 AND 80 AND "user"."name" = btrim("user"."name", E' \t\n\r\f'));--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_image_check" CHECK ("user"."image" IS NULL OR (char_length("user"."image") <= 1000 AND ("user"."image" LIKE '/uploads/_%' OR "user"."image" LIKE 'https://_%')));--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_role_check" CHECK ("user"."role" IN ('user', 'admin'));