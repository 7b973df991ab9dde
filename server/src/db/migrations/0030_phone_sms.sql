-- Phone sign-in and SMS (issue 32). A person's verified mobile number, in the columns of Better Auth's
-- phone-number plugin, one account per number, always as +8801XXXXXXXXX.
ALTER TABLE "user" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone_number_verified" boolean NOT NULL DEFAULT false;--> statement-breakpoint
CREATE UNIQUE INDEX "user_phone_number_idx" ON "user" ("phone_number");--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_phone_number_check"
  CHECK ("phone_number" IS NULL OR "phone_number" ~ '^\+8801[3-9][0-9]{8}$');--> statement-breakpoint
-- A session resolved from the cache carries the phone too (the checkout fills it in): a change of number
-- announces the user on the sessions channel as a change of name or e-mail does (0020).
DROP TRIGGER "viewer_changed" ON "user";--> statement-breakpoint
CREATE TRIGGER "viewer_changed" AFTER UPDATE ON "user"
  FOR EACH ROW WHEN (
    OLD.role IS DISTINCT FROM NEW.role OR OLD.banned IS DISTINCT FROM NEW.banned OR
    OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email OR
    OLD.image IS DISTINCT FROM NEW.image OR OLD.phone_number IS DISTINCT FROM NEW.phone_number OR
    OLD.phone_number_verified IS DISTINCT FROM NEW.phone_number_verified
  ) EXECUTE FUNCTION "bulkbazar_session_changed"();--> statement-breakpoint
-- The sign-in code sent to a number: only its HMAC is kept, with its expiry and wrong tries; one per number.
CREATE TABLE "phone_codes" (
  "phone_number" text PRIMARY KEY,
  "code_hash" text NOT NULL,
  "tries" integer NOT NULL DEFAULT 0,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
-- Every request for a code, sent or refused by a limit (per number, per address, per day): the limits count
-- these rows, and the operator's SMS page shows the refusals (SMS pumping).
CREATE TABLE "phone_code_requests" (
  "id" bigserial PRIMARY KEY,
  "phone_number" text NOT NULL,
  "ip" text NOT NULL,
  "refused" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "phone_code_requests_phone_idx" ON "phone_code_requests" ("phone_number", "created_at");--> statement-breakpoint
CREATE INDEX "phone_code_requests_ip_idx" ON "phone_code_requests" ("ip", "created_at");--> statement-breakpoint
CREATE INDEX "phone_code_requests_created_idx" ON "phone_code_requests" ("created_at");--> statement-breakpoint
-- The SMS outbox: one row per text to send, written in its event's transaction (a notification's, or a code
-- request's); a worker in every process claims due rows (FOR UPDATE SKIP LOCKED, with a lease) and sends each
-- with its id as the gateway's client reference, so a retry after a crash is dropped by the gateway.
CREATE TABLE "sms_messages" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "notification_id" uuid UNIQUE REFERENCES "notifications"("id") ON DELETE CASCADE,
  "user_id" text REFERENCES "user"("id") ON DELETE CASCADE,
  "phone_number" text NOT NULL,
  "kind" text NOT NULL,
  "data" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "text" text,
  "segments" integer,
  "cost_poisha" integer,
  "status" text NOT NULL DEFAULT 'pending',
  "attempts" integer NOT NULL DEFAULT 0,
  "next_at" timestamp with time zone NOT NULL DEFAULT now(),
  -- Set just before the gateway is called: a row claimed again with it set was being sent when its worker
  -- died (a gateway that cannot drop a repeat is not called again for it).
  "sending_at" timestamp with time zone,
  "sent_at" timestamp with time zone,
  "error" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "sms_messages_status_check" CHECK ("status" IN ('pending', 'sent', 'skipped', 'failed'))
);--> statement-breakpoint
CREATE INDEX "sms_messages_due_idx" ON "sms_messages" ("next_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "sms_messages_sent_idx" ON "sms_messages" ("sent_at") WHERE "status" = 'sent';--> statement-breakpoint
-- The kinds of SMS a person turned off (the sign-in code cannot be).
ALTER TABLE "notification_settings" ADD COLUMN "sms_off" text[] NOT NULL DEFAULT '{}'::text[];
