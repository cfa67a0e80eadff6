-- The notification counts (GET notifications/count) are served from memory in every server process and
-- dropped when the database announces, on the identity channel (whose announcements every write request
-- waits for before it answers), that a user's counts may have changed: 'counts:u:{tenant}:{user}' for one
-- user, 'counts:t:{tenant}' for a whole tenant (a broadcast, or more than 100 users changed in one
-- statement). Statement-level triggers, so that a bulk write announces once.
CREATE OR REPLACE FUNCTION ventura_announce_counts(user_keys text[], tenant_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  item text;
BEGIN
  IF coalesce(array_length(user_keys, 1), 0) > 100 THEN
    FOREACH item IN ARRAY tenant_ids::text[] LOOP
      PERFORM pg_notify('identity_changed', 'counts:t:' || item);
    END LOOP;
  ELSE
    FOREACH item IN ARRAY coalesce(user_keys, '{}') LOOP
      PERFORM pg_notify('identity_changed', 'counts:u:' || item);
    END LOOP;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ventura_notifications_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM ventura_announce_counts(
      array(SELECT DISTINCT tenant_id || ':' || user_id FROM old_rows LIMIT 101),
      array(SELECT DISTINCT tenant_id FROM old_rows));
  ELSE
    PERFORM ventura_announce_counts(
      array(SELECT DISTINCT tenant_id || ':' || user_id FROM new_rows LIMIT 101),
      array(SELECT DISTINCT tenant_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_counts_insert AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ventura_notifications_counts();
--> statement-breakpoint
CREATE TRIGGER notifications_counts_update AFTER UPDATE ON notifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ventura_notifications_counts();
--> statement-breakpoint
CREATE TRIGGER notifications_counts_delete AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ventura_notifications_counts();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ventura_connections_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM ventura_announce_counts(
      array(SELECT DISTINCT c.tenant_id || ':' || p.user_id FROM old_rows c
        JOIN profiles p ON p.tenant_id = c.tenant_id AND p.id IN (c.from_profile_id, c.to_profile_id) LIMIT 101),
      array(SELECT DISTINCT tenant_id FROM old_rows));
  ELSE
    PERFORM ventura_announce_counts(
      array(SELECT DISTINCT c.tenant_id || ':' || p.user_id FROM new_rows c
        JOIN profiles p ON p.tenant_id = c.tenant_id AND p.id IN (c.from_profile_id, c.to_profile_id) LIMIT 101),
      array(SELECT DISTINCT tenant_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER connections_counts_insert AFTER INSERT ON connections
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ventura_connections_counts();
--> statement-breakpoint
CREATE TRIGGER connections_counts_update AFTER UPDATE ON connections
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ventura_connections_counts();
--> statement-breakpoint
CREATE TRIGGER connections_counts_delete AFTER DELETE ON connections
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ventura_connections_counts();
--> statement-breakpoint
-- Document requests count for a startup and its team: a change drops the tenant's counts (rare writes).
CREATE OR REPLACE FUNCTION ventura_documents_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR item IN SELECT DISTINCT tenant_id FROM old_rows LOOP PERFORM pg_notify('identity_changed', 'counts:t:' || item); END LOOP;
  ELSE
    FOR item IN SELECT DISTINCT tenant_id FROM new_rows LOOP PERFORM pg_notify('identity_changed', 'counts:t:' || item); END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER document_requests_counts_insert AFTER INSERT ON document_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ventura_documents_counts();
--> statement-breakpoint
CREATE TRIGGER document_requests_counts_update AFTER UPDATE ON document_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ventura_documents_counts();
--> statement-breakpoint
CREATE TRIGGER document_requests_counts_delete AFTER DELETE ON document_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ventura_documents_counts();
