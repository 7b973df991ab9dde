-- Staff roles (issue 33, decision 0027): a staff member may hold several of admin, moderator, support and
-- finance. "role" keeps its meaning ('admin' for administrators, else 'user') for every path that reads or
-- writes it (the auth library, the admin CLI, old SQL): a trigger keeps the two in step whichever is written.
ALTER TABLE "user" ADD COLUMN "staff_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_staff_roles_check"
  CHECK ("staff_roles" <@ ARRAY['admin', 'moderator', 'support', 'finance']::text[]);--> statement-breakpoint
UPDATE "user" SET "staff_roles" = ARRAY['admin']::text[] WHERE "role" = 'admin';--> statement-breakpoint
CREATE FUNCTION "bulkbazar_staff_roles_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.staff_roles IS DISTINCT FROM OLD.staff_roles THEN
    -- The roles were written: "role" follows them.
    NEW.role := CASE WHEN 'admin' = ANY (NEW.staff_roles) THEN 'admin' ELSE 'user' END;
  ELSIF NEW.role = 'admin' AND NOT ('admin' = ANY (NEW.staff_roles)) THEN
    NEW.staff_roles := array_append(NEW.staff_roles, 'admin');
  ELSIF NEW.role <> 'admin' AND 'admin' = ANY (NEW.staff_roles) THEN
    IF TG_OP = 'INSERT' THEN
      NEW.role := 'admin';
    ELSE
      NEW.staff_roles := array_remove(NEW.staff_roles, 'admin');
    END IF;
  END IF;
  -- One order, no repeats: the roles compare equal however they were listed.
  NEW.staff_roles := ARRAY(SELECT DISTINCT r FROM unnest(NEW.staff_roles) AS r ORDER BY r);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_staff_roles_sync" BEFORE INSERT OR UPDATE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "bulkbazar_staff_roles_sync"();--> statement-breakpoint
-- A change of roles drops the user's cached sessions in every process, as a change of "role" does (0020). Its
-- own trigger, so a later migration that redefines viewer_changed's columns cannot leave the roles out.
CREATE TRIGGER "staff_roles_changed" AFTER UPDATE OF "staff_roles" ON "user"
  FOR EACH ROW WHEN (OLD.staff_roles IS DISTINCT FROM NEW.staff_roles)
  EXECUTE FUNCTION "bulkbazar_session_changed"();--> statement-breakpoint
-- The audit trail: every staff action, written in the action's own transaction. Actor columns are copied, not
-- referenced, so the row outlives the account that made it.
CREATE TABLE "audit_log" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor_id" text,
  "actor_email" text,
  "actor_roles" text[] DEFAULT '{}'::text[] NOT NULL,
  "ip" text,
  "user_agent" text,
  "action" text NOT NULL,
  "target_type" text NOT NULL,
  "target_id" text,
  "before" jsonb,
  "after" jsonb
);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at", "id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id", "at", "id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action", "at", "id");--> statement-breakpoint
-- Append-only: no request of the app updates or deletes a row. Only bulkbazar_audit_archive (the retention
-- worker, after writing the rows to a file) deletes, by setting a transaction-local flag the trigger checks.
CREATE FUNCTION "bulkbazar_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('bulkbazar.audit_archiving', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'the audit trail is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "bulkbazar_audit_append_only"();--> statement-breakpoint
-- Removes exactly the rows the retention worker has written to its archive file (their ids), nothing else.
CREATE FUNCTION "bulkbazar_audit_archive"("ids" bigint[]) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  removed bigint;
BEGIN
  PERFORM set_config('bulkbazar.audit_archiving', 'on', true);
  DELETE FROM "audit_log" WHERE "id" = ANY (ids);
  GET DIAGNOSTICS removed = ROW_COUNT;
  PERFORM set_config('bulkbazar.audit_archiving', 'off', true);
  RETURN removed;
END
$$;
