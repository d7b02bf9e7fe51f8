CREATE TABLE "profile_approval_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"analysis_type" text NOT NULL,
	"max_insured_amount" numeric(18, 2),
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "profile_approval_limits" ADD CONSTRAINT "profile_approval_limits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_approval_limits" ADD CONSTRAINT "profile_approval_limits_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_approval_limits" ADD CONSTRAINT "profile_approval_limits_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_approval_limits_profile_type_key" ON "profile_approval_limits" USING btree ("company_id","profile_id","analysis_type");--> statement-breakpoint
CREATE INDEX "profile_approval_limits_type_idx" ON "profile_approval_limits" USING btree ("company_id","analysis_type");