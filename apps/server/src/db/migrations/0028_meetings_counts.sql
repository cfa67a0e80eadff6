-- A member's counts (GET notifications/count) include the meetings and mentorship sessions waiting for
-- their answer (pendingAcceptanceMeetingCount, pendingAcceptanceMentorHoursCount) and the sessions they
-- have still to confirm: announce a change of those per tenant, as programs do (migration 0026). Only a
-- change of status, of whose answer is awaited, or of a confirmation moves a count, so only that announces.
CREATE OR REPLACE FUNCTION ventura_meeting_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('identity_changed', 'counts:t:' || COALESCE(NEW.tenant_id, OLD.tenant_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER meetings_counts_insert AFTER INSERT ON meetings
  FOR EACH ROW EXECUTE FUNCTION ventura_meeting_counts();
--> statement-breakpoint
CREATE TRIGGER meetings_counts_update AFTER UPDATE ON meetings
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.awaiting_profile_id IS DISTINCT FROM NEW.awaiting_profile_id OR OLD.ends_at IS DISTINCT FROM NEW.ends_at)
  EXECUTE FUNCTION ventura_meeting_counts();
--> statement-breakpoint
CREATE TRIGGER meetings_counts_delete AFTER DELETE ON meetings
  FOR EACH ROW EXECUTE FUNCTION ventura_meeting_counts();
--> statement-breakpoint
CREATE TRIGGER mentor_sessions_counts_update AFTER UPDATE ON mentor_sessions
  FOR EACH ROW WHEN (OLD.mentor_confirmed_at IS DISTINCT FROM NEW.mentor_confirmed_at OR OLD.startup_confirmed_at IS DISTINCT FROM NEW.startup_confirmed_at)
  EXECUTE FUNCTION ventura_meeting_counts();
