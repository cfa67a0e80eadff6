CREATE TABLE "document_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"office_profile_id" integer NOT NULL,
	"startup_profile_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"due_date" date,
	"program_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_comment" text,
	"file_key" text,
	"file_kind" text,
	"file_size" integer,
	"submissions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "document_requests_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "document_requests_status_check" CHECK ("document_requests"."status" in ('pending', 'submitted', 'accepted', 'rejected')),
	CONSTRAINT "document_requests_file_check" CHECK (("document_requests"."status" = 'pending') = ("document_requests"."file_key" is null) and ("document_requests"."file_key" is null) = ("document_requests"."file_kind" is null))
);
--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_office_profile_fk" FOREIGN KEY ("tenant_id","office_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_startup_profile_fk" FOREIGN KEY ("tenant_id","startup_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_requests_office_idx" ON "document_requests" USING btree ("tenant_id","office_profile_id","status","created_at");--> statement-breakpoint
CREATE INDEX "document_requests_startup_idx" ON "document_requests" USING btree ("tenant_id","startup_profile_id","status","created_at");