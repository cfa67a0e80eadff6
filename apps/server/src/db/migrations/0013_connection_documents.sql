CREATE TABLE "connection_documents" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"file_kind" text NOT NULL,
	"file_size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connection_documents" ADD CONSTRAINT "connection_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_documents" ADD CONSTRAINT "connection_documents_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;