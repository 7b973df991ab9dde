-- Sellers blocked before their listings carried the flag: take those listings off sale now (unblocking puts them back).
UPDATE "products" SET "seller_blocked" = true WHERE "seller_id" IN (SELECT "id" FROM "user" WHERE "banned");
