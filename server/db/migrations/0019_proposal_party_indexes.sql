DROP INDEX "proposals_holder_idx";--> statement-breakpoint
DROP INDEX "proposals_insured_idx";--> statement-breakpoint
CREATE INDEX "proposals_holder_idx" ON "proposals" USING btree ("policy_holder_id","company_id","status");--> statement-breakpoint
CREATE INDEX "proposals_insured_idx" ON "proposals" USING btree ("insured_id","company_id");