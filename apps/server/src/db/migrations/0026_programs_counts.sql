-- A member's counts (GET notifications/count) include their draft applications and the program documents
-- they owe: announce a change of those per tenant, as document requests do (migration 0021). A draft's
-- answers change as the applicant types; only a change of status moves a count, so only that announces.
CREATE OR REPLACE FUNCTION ventura_program_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('identity_changed', 'counts:t:' || COALESCE(NEW.tenant_id, OLD.tenant_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER program_applications_counts_insert AFTER INSERT ON program_applications
  FOR EACH ROW EXECUTE FUNCTION ventura_program_counts();
--> statement-breakpoint
CREATE TRIGGER program_applications_counts_update AFTER UPDATE ON program_applications
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION ventura_program_counts();
--> statement-breakpoint
CREATE TRIGGER program_applications_counts_delete AFTER DELETE ON program_applications
  FOR EACH ROW EXECUTE FUNCTION ventura_program_counts();
--> statement-breakpoint
CREATE TRIGGER program_documents_counts_insert AFTER INSERT ON program_documents
  FOR EACH ROW EXECUTE FUNCTION ventura_program_counts();
--> statement-breakpoint
CREATE TRIGGER program_documents_counts_update AFTER UPDATE ON program_documents
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION ventura_program_counts();
--> statement-breakpoint
CREATE TRIGGER program_documents_counts_delete AFTER DELETE ON program_documents
  FOR EACH ROW EXECUTE FUNCTION ventura_program_counts();
