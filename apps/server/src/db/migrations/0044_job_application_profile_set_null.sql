-- Deleting a profile that applied to a job (a team member removed, an account deleted) cleared the
-- application's tenant_id along with its profile (a plain ON DELETE SET NULL on the composite key), which
-- NOT NULL refused: the deletion failed. Only the profile column is cleared now, as on every other
-- composite key that outlives its parent; the application stays, with its name and email.
ALTER TABLE "job_applications" DROP CONSTRAINT "job_applications_profile_fk";--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_profile_fk" FOREIGN KEY ("tenant_id","applicant_profile_id") REFERENCES "public"."profiles"("tenant_id","id") ON DELETE SET NULL ("applicant_profile_id") ON UPDATE no action;
