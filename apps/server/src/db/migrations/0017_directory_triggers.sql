-- The directory columns of profiles (display_name, listed; search_vector follows display_name) are kept
-- by the database, so that every write path, the seed and the console's included, keeps them true.
-- The name rule is shownAsPerson's (packages/shared/src/profiles/registry.ts); the search tests hold the two
-- together. The scale seed calls the same two functions with the trigger off.
CREATE OR REPLACE FUNCTION directory_display_name(account_type text, investor_type text, organization_name text,
                                                  holder_name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN account_type IN ('mentor', 'program_office', 'individual', 'job_seeker', 'other')
      OR (account_type = 'investor' AND investor_type = 'individual') THEN coalesce(holder_name, '')
    ELSE coalesce(nullif(btrim(organization_name), ''), holder_name, '')
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION directory_listed(approval_status text, holder_status text) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$ SELECT approval_status = 'approved' AND holder_status IS NOT DISTINCT FROM 'active' $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profiles_directory_columns() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  holder_name text;
  holder_status text;
BEGIN
  SELECT u.name, u.status INTO holder_name, holder_status
    FROM users u WHERE u.tenant_id = NEW.tenant_id AND u.id = NEW.user_id;
  NEW.display_name := directory_display_name(NEW.account_type, NEW.investor_type, NEW.organization_name, holder_name);
  NEW.listed := directory_listed(NEW.approval_status, holder_status);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_directory_columns
  BEFORE INSERT OR UPDATE OF organization_name, account_type, investor_type, approval_status, user_id ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_directory_columns();
--> statement-breakpoint
-- A holder's new name or status reaches their profiles through the trigger above.
CREATE OR REPLACE FUNCTION users_directory_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET user_id = user_id WHERE tenant_id = NEW.tenant_id AND user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_directory_columns
  AFTER UPDATE OF name, status ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION users_directory_columns();
--> statement-breakpoint
UPDATE profiles SET user_id = user_id;
