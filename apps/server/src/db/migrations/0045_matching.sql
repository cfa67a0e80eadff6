CREATE TABLE "match_feedback" (
	"tenant_id" uuid NOT NULL,
	"profile_id" integer NOT NULL,
	"target_profile_id" integer NOT NULL,
	"verdict" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_feedback_pkey" PRIMARY KEY("tenant_id","profile_id","target_profile_id")
);
--> statement-breakpoint
ALTER TABLE "match_feedback" ADD CONSTRAINT "match_feedback_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_feedback" ADD CONSTRAINT "match_feedback_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_feedback" ADD CONSTRAINT "match_feedback_target_fk" FOREIGN KEY ("tenant_id","target_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;