CREATE TABLE "connection_action_tokens" (
	"nonce" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"connection_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "connection_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "connection_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"profile_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_kind" text NOT NULL,
	"file_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connection_attachments_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "connection_attachments_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"icon" text,
	"url" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
DROP INDEX "connections_pair_idx";--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_tenant_id_id_key" UNIQUE("tenant_id","id");--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "attachment_id" integer;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "moderated_by" uuid;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "connection_action_tokens" ADD CONSTRAINT "connection_action_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_action_tokens" ADD CONSTRAINT "connection_action_tokens_connection_fk" FOREIGN KEY ("tenant_id","connection_id") REFERENCES "public"."connections"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_attachments" ADD CONSTRAINT "connection_attachments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_attachments" ADD CONSTRAINT "connection_attachments_profile_fk" FOREIGN KEY ("tenant_id","profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connection_attachments_created_idx" ON "connection_attachments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("tenant_id","user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("tenant_id","user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_attachment_fk" FOREIGN KEY ("tenant_id","attachment_id") REFERENCES "public"."connection_attachments"("tenant_id","id") ON DELETE SET NULL ("attachment_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_moderated_by_fk" FOREIGN KEY ("tenant_id","moderated_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("moderated_by") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "connections_live_pair_idx" ON "connections" USING btree ("tenant_id",least("from_profile_id", "to_profile_id"),greatest("from_profile_id", "to_profile_id")) WHERE "connections"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "connections_moderation_idx" ON "connections" USING btree ("tenant_id","created_at") WHERE "connections"."status" = 'pending_moderation';