-- Every change to who a session belongs to is announced on the 'identity_changed' channel with the user
-- id, so that each server process drops what it cached about that user's sessions (platform/auth).
-- A trigger rather than application code: no write path, present or future, can forget to announce.
CREATE OR REPLACE FUNCTION ventura_identity_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('identity_changed', OLD.id::text);
  ELSE
    PERFORM pg_notify('identity_changed', OLD.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_identity_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION ventura_identity_changed();
--> statement-breakpoint
CREATE TRIGGER profiles_identity_changed AFTER UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION ventura_identity_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_identity_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION ventura_identity_changed();
