CREATE TABLE "certificate_keys" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"public_key_pem" text NOT NULL,
	"private_key_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"recipient_profile_id" integer,
	"recipient_name" text NOT NULL,
	"title" text NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"source_uuid" uuid,
	"facts" text NOT NULL,
	"signature" text NOT NULL,
	"key_id" text NOT NULL,
	"issued_by_user_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "certificates_code_key" UNIQUE("tenant_id","code"),
	CONSTRAINT "certificates_source_check" CHECK ("certificates"."source" in ('manual', 'event', 'program', 'mentor_hours'))
);
--> statement-breakpoint
ALTER TABLE "certificate_keys" ADD CONSTRAINT "certificate_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_recipient_fk" FOREIGN KEY ("tenant_id","recipient_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE SET NULL ("recipient_profile_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issuer_fk" FOREIGN KEY ("tenant_id","issued_by_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("issued_by_user_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_group_key" ON "certificates" USING btree ("tenant_id","source","source_uuid","recipient_profile_id") WHERE "certificates"."source" <> 'manual';--> statement-breakpoint
CREATE INDEX "certificates_recipient_idx" ON "certificates" USING btree ("tenant_id","recipient_profile_id","issued_at");--> statement-breakpoint
CREATE INDEX "certificates_tenant_idx" ON "certificates" USING btree ("tenant_id","issued_at");