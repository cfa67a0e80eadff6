-- References between tenant-owned rows become composite, (tenant_id, id), so that the database refuses a
-- row pointing at another tenant's record. First the keys they reference:
ALTER TABLE "partners" ADD CONSTRAINT "partners_tenant_id_uuid_key" UNIQUE("tenant_id","uuid");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_tenant_id_id_key" UNIQUE("tenant_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_id_key" UNIQUE("tenant_id","id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_tenant_id_id_key" UNIQUE("tenant_id","id");--> statement-breakpoint
-- Two columns held ids by value, and code paths left them dangling: feedback whose author deleted their
-- account (it stays, as feedback given signed out), and sessions an operator borrowed before deleting their
-- own account (they end, as the new cascade would end them). A value naming a row of another tenant counts
-- as dangling too. Every other reference was already a foreign key or is checked before it is written.
UPDATE "platform_feedback" SET "user_id" = NULL
  WHERE "user_id" IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM "users" WHERE "users"."tenant_id" = "platform_feedback"."tenant_id" AND "users"."id" = "platform_feedback"."user_id");--> statement-breakpoint
DELETE FROM "sessions"
  WHERE "impersonator_id" IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM "users" WHERE "users"."tenant_id" = "sessions"."tenant_id" AND "users"."id" = "sessions"."impersonator_id");--> statement-breakpoint
-- The single-column keys give way to composite ones with the same ON DELETE rule.
ALTER TABLE "email_verifications" DROP CONSTRAINT "email_verifications_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "connections" DROP CONSTRAINT "connections_from_profile_id_profiles_id_fk";--> statement-breakpoint
ALTER TABLE "connections" DROP CONSTRAINT "connections_to_profile_id_profiles_id_fk";--> statement-breakpoint
ALTER TABLE "profiles" DROP CONSTRAINT "profiles_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "team_invitations" DROP CONSTRAINT "team_invitations_profile_id_profiles_id_fk";--> statement-breakpoint
ALTER TABLE "team_invitations" DROP CONSTRAINT "team_invitations_invited_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_profile_id_profiles_id_fk";--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_session_fk" FOREIGN KEY ("tenant_id","session_id") REFERENCES "public"."sessions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_partner_fk" FOREIGN KEY ("tenant_id","partner_id") REFERENCES "public"."partners"("tenant_id","uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_partner_fk" FOREIGN KEY ("tenant_id","partner_id") REFERENCES "public"."partners"("tenant_id","uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_from_profile_fk" FOREIGN KEY ("tenant_id","from_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_to_profile_fk" FOREIGN KEY ("tenant_id","to_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_feedback" ADD CONSTRAINT "platform_feedback_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxonomy_terms" ADD CONSTRAINT "taxonomy_terms_parent_fk" FOREIGN KEY ("tenant_id","kind","parent_code") REFERENCES "public"."taxonomy_terms"("tenant_id","kind","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_parent_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_partner_fk" FOREIGN KEY ("tenant_id","partner_id") REFERENCES "public"."partners"("tenant_id","uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_inviter_fk" FOREIGN KEY ("tenant_id","invited_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_fk" FOREIGN KEY ("tenant_id","impersonator_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
