CREATE TABLE "adjustment_index_rates" (
	"company_id" integer NOT NULL,
	"index_code" text NOT NULL,
	"rate_12_months" numeric(9, 4) NOT NULL,
	"reference_month" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "susep_code" text;--> statement-breakpoint
ALTER TABLE "adjustment_index_rates" ADD CONSTRAINT "adjustment_index_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "adjustment_index_rates_key" ON "adjustment_index_rates" USING btree ("company_id","index_code");--> statement-breakpoint
CREATE INDEX "policies_number_trgm_idx" ON "policies" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "policies_start_date_idx" ON "policies" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE INDEX "policies_steppin_idx" ON "policies" USING btree ("company_id","id") WHERE "policies"."enable_to_steppin";--> statement-breakpoint
CREATE INDEX "policies_monitoring_idx" ON "policies" USING btree ("company_id","id") WHERE "policies"."enable_to_monitoring";--> statement-breakpoint
CREATE INDEX "policies_big_risk_idx" ON "policies" USING btree ("company_id","id") WHERE "policies"."enable_to_big_risk";