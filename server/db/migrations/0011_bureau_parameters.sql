CREATE TABLE "broker_profile_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"broker_profile_id" integer,
	"agent_profile_id" integer,
	"min_commission_percentage" numeric(5, 2) NOT NULL,
	"max_commission_percentage" numeric(5, 2) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broker_profile_settings_company_id_unique" UNIQUE("company_id")
);
--> statement-breakpoint
CREATE TABLE "bureau_query_parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"query_type_id" smallint NOT NULL,
	"bureau_id" smallint NOT NULL,
	"priority" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"cost_per_query" numeric(18, 2),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pj_query_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"query_type_ids" jsonb NOT NULL,
	"fill_registration" boolean NOT NULL,
	"min_company_age_months" integer NOT NULL,
	"blocked_situations" jsonb NOT NULL,
	"data_validity_days" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pj_query_settings_company_id_unique" UNIQUE("company_id")
);
--> statement-breakpoint
ALTER TABLE "broker_profile_settings" ADD CONSTRAINT "broker_profile_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_profile_settings" ADD CONSTRAINT "broker_profile_settings_broker_profile_id_profiles_id_fk" FOREIGN KEY ("broker_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_profile_settings" ADD CONSTRAINT "broker_profile_settings_agent_profile_id_profiles_id_fk" FOREIGN KEY ("agent_profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_query_parameters" ADD CONSTRAINT "bureau_query_parameters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pj_query_settings" ADD CONSTRAINT "pj_query_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bureau_query_parameters_bureau_key" ON "bureau_query_parameters" USING btree ("company_id","query_type_id","bureau_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bureau_query_parameters_priority_key" ON "bureau_query_parameters" USING btree ("company_id","query_type_id","priority");