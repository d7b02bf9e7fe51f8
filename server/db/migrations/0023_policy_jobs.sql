CREATE TABLE "adjustment_index_rates" (
	"company_id" integer NOT NULL,
	"index_code" text NOT NULL,
	"rate_12_months" numeric(9, 4) NOT NULL,
	"reference_month" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adjustment_index_rates" ADD CONSTRAINT "adjustment_index_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "adjustment_index_rates_key" ON "adjustment_index_rates" USING btree ("company_id","index_code");