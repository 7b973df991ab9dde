-- Web push (issue 32): each browser a person turned push on in, by its push service's address and keys.
-- The endpoint is the subscription's identity: the same browser subscribing again (or for another person
-- signed in on it) replaces its row, so one browser never gets another person's news.
CREATE TABLE "push_subscriptions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
  "endpoint" text NOT NULL,
  "p256dh" text NOT NULL,
  "auth" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE ("endpoint")
);--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" ("user_id", "created_at");--> statement-breakpoint
-- The push outbox: one row per notification and subscription, written in the notification's transaction; a
-- worker in every process claims due rows (FOR UPDATE SKIP LOCKED, with a lease). A subscription the push
-- service says is gone (404/410) is deleted, and its waiting pushes with it.
CREATE TABLE "push_messages" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "notification_id" uuid NOT NULL REFERENCES "notifications"("id") ON DELETE CASCADE,
  "subscription_id" uuid NOT NULL REFERENCES "push_subscriptions"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "status" text NOT NULL DEFAULT 'pending',
  "attempts" integer NOT NULL DEFAULT 0,
  "next_at" timestamp with time zone NOT NULL DEFAULT now(),
  -- Set just before the push service is called: a row claimed again with it set was being sent when its
  -- worker died; it goes again with the same Topic and tag, so the device shows it once (push-worker.ts).
  "sending_at" timestamp with time zone,
  "sent_at" timestamp with time zone,
  "error" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "push_messages_once" UNIQUE ("notification_id", "subscription_id"),
  CONSTRAINT "push_messages_status_check" CHECK ("status" IN ('pending', 'sent', 'skipped', 'failed'))
);--> statement-breakpoint
CREATE INDEX "push_messages_due_idx" ON "push_messages" ("next_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "push_messages_subscription_idx" ON "push_messages" ("subscription_id");--> statement-breakpoint
-- The kinds of push a person turned off (subscribing a browser is the opt-in; each kind can be left out).
ALTER TABLE "notification_settings" ADD COLUMN "push_off" text[] NOT NULL DEFAULT '{}'::text[];
