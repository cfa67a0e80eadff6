CREATE TABLE "portfolio_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"partner_profile_id" integer NOT NULL,
	"added_by" uuid,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"startup_name" text NOT NULL,
	"founder_name" text NOT NULL,
	"email" text NOT NULL,
	"website" text,
	"message" text,
	"token_hash" text,
	"invited_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"startup_profile_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_entries_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "portfolio_entries" ADD CONSTRAINT "portfolio_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_entries" ADD CONSTRAINT "portfolio_entries_partner_fk" FOREIGN KEY ("tenant_id","partner_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_entries" ADD CONSTRAINT "portfolio_entries_startup_fk" FOREIGN KEY ("tenant_id","startup_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE SET NULL ("startup_profile_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_entries" ADD CONSTRAINT "portfolio_entries_added_by_fk" FOREIGN KEY ("tenant_id","added_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("added_by") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_entries_email_idx" ON "portfolio_entries" USING btree ("tenant_id","partner_profile_id","email");--> statement-breakpoint
CREATE INDEX "portfolio_entries_list_idx" ON "portfolio_entries" USING btree ("tenant_id","partner_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "portfolio_entries_invited_idx" ON "portfolio_entries" USING btree ("tenant_id","partner_profile_id","invited_at");