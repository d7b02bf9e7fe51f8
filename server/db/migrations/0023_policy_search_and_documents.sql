ALTER TABLE "companies" ADD COLUMN "susep_code" text;--> statement-breakpoint
CREATE INDEX "policies_number_trgm_idx" ON "policies" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "policies_start_date_idx" ON "policies" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE INDEX "policies_steppin_idx" ON "policies" USING btree ("company_id","id") WHERE "policies"."enable_to_steppin";--> statement-breakpoint
CREATE INDEX "policies_monitoring_idx" ON "policies" USING btree ("company_id","id") WHERE "policies"."enable_to_monitoring";--> statement-breakpoint
CREATE INDEX "policies_big_risk_idx" ON "policies" USING btree ("company_id","id") WHERE "policies"."enable_to_big_risk";