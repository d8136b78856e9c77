-- Every change to an account reaches every process's session cache at once (server/auth/
-- session-events.ts), whichever code or hand made it: a deactivation or a new password also
-- ends the account's sessions, and any other change of the user or their security codes makes
-- every process read the user again instead of serving it from memory for SESSION_CACHE_SECONDS.
-- pg_notify inside a transaction is delivered only if it commits.
CREATE FUNCTION "users_session_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.is_active AND NOT NEW.is_active) OR NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    UPDATE auth_sessions SET revoked_at = now() WHERE user_id = NEW.id AND revoked_at IS NULL;
  END IF;
  PERFORM pg_notify('session_events', 'user:' || NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_session_events" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "users_session_events"();--> statement-breakpoint
CREATE FUNCTION "user_security_codes_session_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('session_events', 'user:' || OLD.user_id);
  ELSE
    PERFORM pg_notify('session_events', 'user:' || NEW.user_id);
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
    PERFORM pg_notify('session_events', 'user:' || OLD.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_security_codes_session_events" AFTER INSERT OR UPDATE OR DELETE ON "user_security_codes"
  FOR EACH ROW EXECUTE FUNCTION "user_security_codes_session_events"();
