ALTER TABLE "outbox_messages" ADD COLUMN "sealed_code" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;