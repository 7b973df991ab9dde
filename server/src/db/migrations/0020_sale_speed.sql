-- Each process keeps resolved sessions for a few seconds (modules/auth/session-cache.ts). Whatever ends a
-- session or changes what a viewer is (role, block, name, e-mail, photo) announces the user's id on one
-- channel, at commit, whoever made the change: the auth library, the shop's own routes or an operator's SQL.
CREATE FUNCTION "bulkbazar_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'session' THEN
    PERFORM pg_notify('bulkbazar_sessions', OLD.user_id);
  ELSE
    PERFORM pg_notify('bulkbazar_sessions', NEW.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "session_ended" AFTER DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "bulkbazar_session_changed"();--> statement-breakpoint
CREATE TRIGGER "session_shortened" AFTER UPDATE OF "expires_at" ON "session"
  FOR EACH ROW WHEN (NEW.expires_at < OLD.expires_at) EXECUTE FUNCTION "bulkbazar_session_changed"();--> statement-breakpoint
CREATE TRIGGER "viewer_changed" AFTER UPDATE ON "user"
  FOR EACH ROW WHEN (
    OLD.role IS DISTINCT FROM NEW.role OR OLD.banned IS DISTINCT FROM NEW.banned OR
    OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email OR
    OLD.image IS DISTINCT FROM NEW.image
  ) EXECUTE FUNCTION "bulkbazar_session_changed"();
--> statement-breakpoint
-- A checkout's writes go in one statement (modules/orders/checkout-write.repo.ts): when not every line's stock
-- could be taken, this raises, and the statement (autocommitted) leaves nothing behind.
CREATE FUNCTION "bulkbazar_all_taken"("taken" bigint, "wanted" integer) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF taken <> wanted THEN
    RAISE EXCEPTION 'checkout line refused' USING ERRCODE = 'BB409';
  END IF;
  RETURN true;
END
$$;
