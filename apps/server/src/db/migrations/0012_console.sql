ALTER TABLE "profiles" ADD COLUMN "completeness" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_subject_idx" ON "audit_log" USING btree ("tenant_id","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "profiles_approval_queue_idx" ON "profiles" USING btree ("tenant_id","approval_status","approval_requested_at");