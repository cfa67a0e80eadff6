CREATE TABLE "metric_changes" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"changed_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "metric_changes" ADD CONSTRAINT "metric_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_invites" ADD CONSTRAINT "metric_invites_inviter_fk" FOREIGN KEY ("tenant_id","invited_by_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;