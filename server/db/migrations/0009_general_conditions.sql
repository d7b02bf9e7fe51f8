CREATE TABLE "general_condition_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sector" text NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"susep_process_number" text NOT NULL,
	"effective_from" date NOT NULL,
	"html" text NOT NULL,
	"created_by_user_id" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "general_condition_versions" ADD CONSTRAINT "general_condition_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_condition_versions" ADD CONSTRAINT "general_condition_versions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "general_condition_versions_number_key" ON "general_condition_versions" USING btree ("company_id","sector","number");--> statement-breakpoint
CREATE INDEX "general_condition_versions_effective_idx" ON "general_condition_versions" USING btree ("company_id","sector","effective_from");