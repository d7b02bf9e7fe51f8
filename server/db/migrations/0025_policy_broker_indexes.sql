DROP INDEX "policies_status_idx";--> statement-breakpoint
DROP INDEX "policies_holder_idx";--> statement-breakpoint
DROP INDEX "policies_insured_idx";--> statement-breakpoint
DROP INDEX "policies_start_date_idx";--> statement-breakpoint
DROP INDEX "policies_steppin_idx";--> statement-breakpoint
DROP INDEX "policies_monitoring_idx";--> statement-breakpoint
DROP INDEX "policies_big_risk_idx";--> statement-breakpoint
CREATE INDEX "policies_status_idx" ON "policies" USING btree ("company_id","status","id","broker_id");--> statement-breakpoint
CREATE INDEX "policies_holder_idx" ON "policies" USING btree ("policy_holder_id","company_id","broker_id");--> statement-breakpoint
CREATE INDEX "policies_insured_idx" ON "policies" USING btree ("insured_id","company_id","broker_id");--> statement-breakpoint
CREATE INDEX "policies_start_date_idx" ON "policies" USING btree ("company_id","start_date","end_date","broker_id");--> statement-breakpoint
CREATE INDEX "policies_steppin_idx" ON "policies" USING btree ("company_id","id","broker_id") WHERE "policies"."enable_to_steppin";--> statement-breakpoint
CREATE INDEX "policies_monitoring_idx" ON "policies" USING btree ("company_id","id","broker_id") WHERE "policies"."enable_to_monitoring";--> statement-breakpoint
CREATE INDEX "policies_big_risk_idx" ON "policies" USING btree ("company_id","id","broker_id") WHERE "policies"."enable_to_big_risk";