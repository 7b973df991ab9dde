-- Payouts sent through a payout rail (bKash B2C, issue 29): the attempt is recorded before the rail is called, so
-- a retry or a second click never sends the same payout twice.
ALTER TABLE "payouts" ADD COLUMN "rail_attempted_at" timestamp with time zone;