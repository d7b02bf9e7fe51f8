CREATE TABLE "company_branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_branches_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "complementary_modalities" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"modality_id" integer NOT NULL,
	"complementary_modality_id" integer NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modalities" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"ref" text,
	"max_insured_amount_value" numeric(18, 2) NOT NULL,
	"max_insured_amount_automatic_value" numeric(18, 2),
	"min_insurance_premium" numeric(18, 2) NOT NULL,
	"base_rate" numeric(9, 4) NOT NULL,
	"max_retroactivity_days" integer DEFAULT 0 NOT NULL,
	"max_future_days" integer DEFAULT 0 NOT NULL,
	"min_period_in_days" integer NOT NULL,
	"max_period_in_days" integer NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"enabled_for_automatic_emission" boolean DEFAULT false NOT NULL,
	"is_complementary_modality" boolean DEFAULT false NOT NULL,
	"has_complementary_modality" boolean DEFAULT false NOT NULL,
	"disabled_for_restrictive_branch_activity" boolean DEFAULT false NOT NULL,
	"equalize_validity_date" boolean DEFAULT false NOT NULL,
	"ignore_branch_when_insured_is_pf" boolean DEFAULT false NOT NULL,
	"enable_automatic_cancel" boolean DEFAULT false NOT NULL,
	"days_for_automatic_cancel" integer,
	"can_use_modality_tax" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modalities_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "modality_coverages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"modality_id" integer NOT NULL,
	"name" text NOT NULL,
	"coverage_calculation_type_id" integer NOT NULL,
	"coverage_calculation_json_param" jsonb NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"is_additional" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modality_coverages_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "modality_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modality_groups_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "modality_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"max_premium_percentage_of_insured_amount" numeric(9, 4) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_branches" ADD CONSTRAINT "company_branches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complementary_modalities" ADD CONSTRAINT "complementary_modalities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complementary_modalities" ADD CONSTRAINT "complementary_modalities_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complementary_modalities" ADD CONSTRAINT "complementary_modalities_complementary_modality_id_modalities_id_fk" FOREIGN KEY ("complementary_modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modalities" ADD CONSTRAINT "modalities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modalities" ADD CONSTRAINT "modalities_group_id_modality_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."modality_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modality_coverages" ADD CONSTRAINT "modality_coverages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modality_coverages" ADD CONSTRAINT "modality_coverages_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modality_groups" ADD CONSTRAINT "modality_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modality_groups" ADD CONSTRAINT "modality_groups_branch_id_company_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."company_branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modality_settings" ADD CONSTRAINT "modality_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_branches_code_key" ON "company_branches" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "complementary_modalities_key" ON "complementary_modalities" USING btree ("modality_id","complementary_modality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "modalities_group_name_key" ON "modalities" USING btree ("group_id","name");--> statement-breakpoint
CREATE INDEX "modalities_company_idx" ON "modalities" USING btree ("company_id","group_id");--> statement-breakpoint
CREATE INDEX "modality_coverages_modality_idx" ON "modality_coverages" USING btree ("modality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "modality_groups_name_key" ON "modality_groups" USING btree ("branch_id","name");