CREATE TABLE "match_digest_items" (
	"tenant_id" uuid NOT NULL,
	"profile_id" integer NOT NULL,
	"match_uuid" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_digest_items_pkey" PRIMARY KEY("tenant_id","profile_id","match_uuid")
);
--> statement-breakpoint
CREATE TABLE "match_item_feedback" (
	"tenant_id" uuid NOT NULL,
	"profile_id" integer NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" bigint NOT NULL,
	"verdict" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_item_feedback_pkey" PRIMARY KEY("tenant_id","profile_id","item_kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "match_keys" (
	"tenant_id" uuid NOT NULL,
	"profile_id" integer NOT NULL,
	"account_type" text NOT NULL,
	"keys" text[] NOT NULL,
	"amount_low" bigint,
	"amount_high" bigint,
	CONSTRAINT "match_keys_pkey" PRIMARY KEY("tenant_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "match_digest_items" ADD CONSTRAINT "match_digest_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_digest_items" ADD CONSTRAINT "match_digest_items_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_item_feedback" ADD CONSTRAINT "match_item_feedback_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_item_feedback" ADD CONSTRAINT "match_item_feedback_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_keys" ADD CONSTRAINT "match_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_keys" ADD CONSTRAINT "match_keys_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_keys_keys_idx" ON "match_keys" USING gin ("keys") WITH (fastupdate=false);--> statement-breakpoint
-- A startup's facets also hold the mentorship it looks for, so that a mentor's matches find it by index.
DROP TRIGGER startup_profiles_facets_insert ON startup_profiles;
--> statement-breakpoint
DROP TRIGGER startup_profiles_facets_update ON startup_profiles;
--> statement-breakpoint
CREATE TRIGGER startup_profiles_facets_insert AFTER INSERT ON startup_profiles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_type_facets('funding_ask', 'funding_ask', 'technologies=technologies', 'productStages=product_stage', 'fundingStages=funding_stage', 'businessModels=business_models', 'deliveryModels=delivery_models', 'liveDeal=raising_funds', 'mentorshipAreas=mentorship_areas');
--> statement-breakpoint
CREATE TRIGGER startup_profiles_facets_update AFTER UPDATE ON startup_profiles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profile_type_facets('funding_ask', 'funding_ask', 'technologies=technologies', 'productStages=product_stage', 'fundingStages=funding_stage', 'businessModels=business_models', 'deliveryModels=delivery_models', 'liveDeal=raising_funds', 'mentorshipAreas=mentorship_areas');
--> statement-breakpoint
-- What a match's shortlist finds a profile by: its stages, industries and mentorship areas, and each stage
-- and each area paired with each industry ('si:seed|agritech', 'ai:fundraising|agritech'): the pairs' short
-- posting lists find "at your stage and in your industry" without intersecting two long ones. Each word is
-- prefixed by the profile's type, so that a startup's stage and an investor's never share a posting list.
CREATE OR REPLACE FUNCTION match_keys_of(account_type text, facets text[], industries text[])
RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(account_type || '.' || k), '{}') FROM (
    SELECT f AS k FROM unnest(facets) f WHERE f LIKE 'fundingStages:%' OR f LIKE 'mentorshipAreas:%'
    UNION ALL
    SELECT 'industries:' || i FROM unnest(industries) i
    UNION ALL
    SELECT 'si:' || substr(f, 15) || '|' || i FROM unnest(facets) f, unnest(industries) i
     WHERE f LIKE 'fundingStages:%'
    UNION ALL
    SELECT 'ai:' || substr(f, 17) || '|' || i FROM unnest(facets) f, unnest(industries) i
     WHERE f LIKE 'mentorshipAreas:%'
  ) keys
$$;
--> statement-breakpoint
-- Row by row: a profile changes one at a time, and a bulk load (the scale seed) fills the table itself.
CREATE OR REPLACE FUNCTION profiles_match_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.listed AND NEW.account_type IN ('startup', 'investor', 'mentor') THEN
    INSERT INTO match_keys (tenant_id, profile_id, account_type, keys, amount_low, amount_high)
    VALUES (NEW.tenant_id, NEW.id, NEW.account_type, match_keys_of(NEW.account_type, NEW.type_facets, NEW.industries),
            NEW.amount_low, NEW.amount_high)
    ON CONFLICT (tenant_id, profile_id) DO UPDATE
      SET account_type = excluded.account_type, keys = excluded.keys, amount_low = excluded.amount_low,
          amount_high = excluded.amount_high
      WHERE (match_keys.account_type, match_keys.keys, match_keys.amount_low, match_keys.amount_high)
            IS DISTINCT FROM (excluded.account_type, excluded.keys, excluded.amount_low, excluded.amount_high);
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM match_keys WHERE tenant_id = NEW.tenant_id AND profile_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_match_keys AFTER INSERT OR UPDATE OF listed, account_type, type_facets, industries, amount_low, amount_high
  ON profiles FOR EACH ROW EXECUTE FUNCTION profiles_match_keys();
--> statement-breakpoint
UPDATE startup_profiles SET profile_id = profile_id WHERE mentorship_areas IS NOT NULL AND cardinality(mentorship_areas) > 0;
--> statement-breakpoint
INSERT INTO match_keys (tenant_id, profile_id, account_type, keys, amount_low, amount_high)
SELECT tenant_id, id, account_type, match_keys_of(account_type, type_facets, industries), amount_low, amount_high
  FROM profiles WHERE listed AND account_type IN ('startup', 'investor', 'mentor')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ANALYZE match_keys;
