CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"profile_id" integer NOT NULL,
	"invited_by" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"country_code" text,
	"mobile_number" text,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "team_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "email_verifications" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_invitations_profile_idx" ON "team_invitations" USING btree ("tenant_id","profile_id","created_at");--> statement-breakpoint
-- An email signed in with by code is proven; every other unverified email becomes a pending one, which
-- no longer signs anybody in nor blocks its real owner.
UPDATE "users" SET "email_verified_at" = now()
  WHERE "email" IS NOT NULL AND "email_verified_at" IS NULL AND "mobile_number" IS NULL
    AND EXISTS (SELECT 1 FROM "sessions" WHERE "sessions"."user_id" = "users"."id");--> statement-breakpoint
UPDATE "users" SET "pending_email" = "email", "email" = NULL
  WHERE "email" IS NOT NULL AND "email_verified_at" IS NULL;--> statement-breakpoint
-- Using a session (last_seen_at) changes nothing another process caches: announce only what does.
DROP TRIGGER "sessions_identity_changed" ON "sessions";--> statement-breakpoint
CREATE TRIGGER sessions_identity_changed AFTER UPDATE OF revoked_at, expires_at, user_id, profile_id OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION ventura_identity_changed();
