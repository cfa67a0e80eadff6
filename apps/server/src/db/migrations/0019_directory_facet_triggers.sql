-- The type tables' filters, copied onto their profile as 'key:code' words (type_facets) and an amount range,
-- so that a directory filters profiles alone. Keys are the directory filter keys of packages/shared/src/search.ts.
-- Each table's triggers name its columns: the low and high amount columns (or ''), then key=column pairs.
-- Statement triggers with transition tables: a bulk load updates its profiles in one join, not row by row.
CREATE OR REPLACE FUNCTION directory_facets(source jsonb, args text[])
RETURNS TABLE (facets text[], low bigint, high bigint) LANGUAGE sql IMMUTABLE AS $$
  SELECT
    coalesce((
      SELECT array_agg(split_part(pair, '=', 1) || ':' || code ORDER BY n, code)
        FROM unnest(args[3:]) WITH ORDINALITY AS a(pair, n)
        CROSS JOIN LATERAL (
          SELECT jsonb_array_elements_text(source -> split_part(pair, '=', 2)) AS code
           WHERE jsonb_typeof(source -> split_part(pair, '=', 2)) = 'array'
          UNION ALL
          SELECT source ->> split_part(pair, '=', 2)
           WHERE jsonb_typeof(source -> split_part(pair, '=', 2)) NOT IN ('array', 'null')
        ) AS codes
    ), '{}'),
    CASE WHEN args[1] <> '' THEN (source ->> args[1])::bigint END,
    CASE WHEN args[2] <> '' THEN (source ->> args[2])::bigint END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_type_facets() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- TG_ARGV counts from 0; directory_facets counts from 1, like any array made in SQL.
  args text[] := ARRAY(SELECT unnest(TG_ARGV));
  changed record;
BEGIN
  -- Row by row through the primary key: a join with the transition table (which has no statistics) can
  -- be planned as a scan of every profile.
  FOR changed IN SELECT c.tenant_id, c.profile_id, f.* FROM changed_rows c
                   CROSS JOIN LATERAL directory_facets(to_jsonb(c), args) f LOOP
    UPDATE profiles SET type_facets = changed.facets, amount_low = changed.low, amount_high = changed.high
     WHERE tenant_id = changed.tenant_id AND id = changed.profile_id
       AND (type_facets, amount_low, amount_high) IS DISTINCT FROM (changed.facets, changed.low, changed.high);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER startup_profiles_facets_insert AFTER INSERT ON startup_profiles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_type_facets('funding_ask', 'funding_ask', 'technologies=technologies', 'productStages=product_stage', 'fundingStages=funding_stage', 'businessModels=business_models', 'deliveryModels=delivery_models', 'liveDeal=raising_funds');
--> statement-breakpoint
CREATE TRIGGER startup_profiles_facets_update AFTER UPDATE ON startup_profiles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_type_facets('funding_ask', 'funding_ask', 'technologies=technologies', 'productStages=product_stage', 'fundingStages=funding_stage', 'businessModels=business_models', 'deliveryModels=delivery_models', 'liveDeal=raising_funds');
--> statement-breakpoint
CREATE TRIGGER investor_profiles_facets_insert AFTER INSERT ON investor_profiles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_type_facets('ticket_min', 'ticket_max', 'investmentTypes=investment_types', 'fundingStages=funding_stages');
--> statement-breakpoint
CREATE TRIGGER investor_profiles_facets_update AFTER UPDATE ON investor_profiles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_type_facets('ticket_min', 'ticket_max', 'investmentTypes=investment_types', 'fundingStages=funding_stages');
--> statement-breakpoint
CREATE TRIGGER corporate_profiles_facets_insert AFTER INSERT ON corporate_profiles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_type_facets('', '', 'organizationTypes=organization_type');
--> statement-breakpoint
CREATE TRIGGER corporate_profiles_facets_update AFTER UPDATE ON corporate_profiles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_type_facets('', '', 'organizationTypes=organization_type');
--> statement-breakpoint
CREATE TRIGGER mentor_profiles_facets_insert AFTER INSERT ON mentor_profiles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_type_facets('', '', 'mentorshipAreas=mentorship_areas', 'skills=skills');
--> statement-breakpoint
CREATE TRIGGER mentor_profiles_facets_update AFTER UPDATE ON mentor_profiles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_type_facets('', '', 'mentorshipAreas=mentorship_areas', 'skills=skills');
--> statement-breakpoint
CREATE TRIGGER service_provider_profiles_facets_insert AFTER INSERT ON service_provider_profiles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_type_facets('', '', 'services=services', 'maturityStages=maturity_stages');
--> statement-breakpoint
CREATE TRIGGER service_provider_profiles_facets_update AFTER UPDATE ON service_provider_profiles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_type_facets('', '', 'services=services', 'maturityStages=maturity_stages');
--> statement-breakpoint
CREATE TRIGGER partner_profiles_facets_insert AFTER INSERT ON partner_profiles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_type_facets('', '', 'organizationTypes=organization_type');
--> statement-breakpoint
CREATE TRIGGER partner_profiles_facets_update AFTER UPDATE ON partner_profiles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_type_facets('', '', 'organizationTypes=organization_type');
--> statement-breakpoint
CREATE TRIGGER program_office_profiles_facets_insert AFTER INSERT ON program_office_profiles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_type_facets('', '', 'organisationKind=organisation_kind');
--> statement-breakpoint
CREATE TRIGGER program_office_profiles_facets_update AFTER UPDATE ON program_office_profiles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_type_facets('', '', 'organisationKind=organisation_kind');
--> statement-breakpoint
CREATE TRIGGER individual_profiles_facets_insert AFTER INSERT ON individual_profiles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_type_facets('', '', 'skills=skills');
--> statement-breakpoint
CREATE TRIGGER individual_profiles_facets_update AFTER UPDATE ON individual_profiles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_type_facets('', '', 'skills=skills');
--> statement-breakpoint
UPDATE startup_profiles SET profile_id = profile_id;
--> statement-breakpoint
UPDATE investor_profiles SET profile_id = profile_id;
--> statement-breakpoint
UPDATE corporate_profiles SET profile_id = profile_id;
--> statement-breakpoint
UPDATE mentor_profiles SET profile_id = profile_id;
--> statement-breakpoint
UPDATE service_provider_profiles SET profile_id = profile_id;
--> statement-breakpoint
UPDATE partner_profiles SET profile_id = profile_id;
--> statement-breakpoint
UPDATE program_office_profiles SET profile_id = profile_id;
--> statement-breakpoint
UPDATE individual_profiles SET profile_id = profile_id;
