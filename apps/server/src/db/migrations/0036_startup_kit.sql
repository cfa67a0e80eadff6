CREATE TABLE "perk_claims" (
	"tenant_id" uuid NOT NULL,
	"perk_id" integer NOT NULL,
	"startup_profile_id" integer NOT NULL,
	"claimed_by_user_id" uuid,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "perk_claims_once" UNIQUE("tenant_id","perk_id","startup_profile_id")
);
--> statement-breakpoint
CREATE TABLE "perks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "perks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"partner_uuid" uuid,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"value" text NOT NULL,
	"code" text,
	"link" text,
	"expires_at" timestamp with time zone,
	"eligibility" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "perks_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "perks_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "perk_claims" ADD CONSTRAINT "perk_claims_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perk_claims" ADD CONSTRAINT "perk_claims_perk_fk" FOREIGN KEY ("tenant_id","perk_id") REFERENCES "public"."perks"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perk_claims" ADD CONSTRAINT "perk_claims_startup_fk" FOREIGN KEY ("tenant_id","startup_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perk_claims" ADD CONSTRAINT "perk_claims_user_fk" FOREIGN KEY ("tenant_id","claimed_by_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("claimed_by_user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perks" ADD CONSTRAINT "perks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perks" ADD CONSTRAINT "perks_partner_fk" FOREIGN KEY ("tenant_id","partner_uuid") REFERENCES "public"."partners"("tenant_id","uuid") ON DELETE SET NULL ("partner_uuid") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "perk_claims_tenant_idx" ON "perk_claims" USING btree ("tenant_id","claimed_at");--> statement-breakpoint
CREATE INDEX "perks_tenant_idx" ON "perks" USING btree ("tenant_id","published","created_at");