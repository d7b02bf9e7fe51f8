CREATE TABLE "party_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"cpf_cnpj" text,
	"is_politically_exposed" boolean DEFAULT false NOT NULL,
	"is_pep_relative" boolean DEFAULT false NOT NULL,
	"is_pep_close_associate" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_beneficiaries" (
	"proposal_id" integer NOT NULL,
	"beneficiary_id" integer NOT NULL,
	CONSTRAINT "proposal_beneficiaries_proposal_id_beneficiary_id_pk" PRIMARY KEY("proposal_id","beneficiary_id")
);
--> statement-breakpoint
CREATE TABLE "proposal_co_brokers" (
	"proposal_id" integer NOT NULL,
	"broker_id" integer NOT NULL,
	"commission_share_percentage" numeric(9, 4) NOT NULL,
	CONSTRAINT "proposal_co_brokers_proposal_id_broker_id_pk" PRIMARY KEY("proposal_id","broker_id")
);
--> statement-breakpoint
CREATE TABLE "proposal_contractual_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer,
	"title" text,
	"value" text NOT NULL,
	"json_tag" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"json_tag_value" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_engine_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"engine" text NOT NULL,
	"verdict" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"inputs" jsonb NOT NULL,
	"ran_by_user_id" integer,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_numbers" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_observations" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"author_user_id" integer,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_pending_analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"proposal_id" integer NOT NULL,
	"engine" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "proposal_timeline" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"situation" smallint NOT NULL,
	"status" smallint NOT NULL,
	"proposal_status" smallint NOT NULL,
	"note" text,
	"changed_by_user_id" integer,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"emission_proposal_type" smallint DEFAULT 1 NOT NULL,
	"broker_id" integer NOT NULL,
	"created_by_user_id" integer,
	"policy_holder_id" integer NOT NULL,
	"policy_holder_branch_id" integer,
	"insured_id" integer,
	"insured_location_id" integer,
	"modality_id" integer,
	"start_date" date,
	"end_date" date,
	"deadline_days" integer,
	"insured_amount_value" numeric(18, 2),
	"complementary_modality_id" integer,
	"complementary_start_date" date,
	"complementary_end_date" date,
	"complementary_deadline_days" integer,
	"complementary_insured_amount_value" numeric(18, 2),
	"additional_coverage_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"risk_rate" numeric(9, 4),
	"risk_rate_override" numeric(9, 4),
	"insurance_premium" numeric(18, 2),
	"min_insurance_premium" numeric(18, 2),
	"comission_value" numeric(18, 2),
	"comission_percentage" numeric(9, 4),
	"calculate_per_comission_percentage" boolean DEFAULT true NOT NULL,
	"iof_value" numeric(18, 2),
	"number_of_installment" integer,
	"grace_period" integer,
	"payment_method" text DEFAULT 'boleto' NOT NULL,
	"calculation_memory" jsonb,
	"financial_updated_at" timestamp with time zone,
	"general_condition_version_id" integer,
	"submitted_at" timestamp with time zone,
	"legal_deadline" date,
	"cancel_justification" text,
	"approved_risk_snapshot" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "underwriting_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"retention_limit" numeric(18, 2) NOT NULL,
	"iof_percentage" numeric(9, 4) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy_holders" ADD COLUMN "ccg_status" smallint;--> statement-breakpoint
ALTER TABLE "policy_holders" ADD COLUMN "bureau_data_queried_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "policy_holders" ADD COLUMN "cnpj_situation" text;--> statement-breakpoint
ALTER TABLE "policy_holders" ADD COLUMN "is_restricted_branch_activity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "party_partners" ADD CONSTRAINT "party_partners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_beneficiaries" ADD CONSTRAINT "proposal_beneficiaries_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_beneficiaries" ADD CONSTRAINT "proposal_beneficiaries_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_co_brokers" ADD CONSTRAINT "proposal_co_brokers_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_co_brokers" ADD CONSTRAINT "proposal_co_brokers_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_contractual_terms" ADD CONSTRAINT "proposal_contractual_terms_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_engine_logs" ADD CONSTRAINT "proposal_engine_logs_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_engine_logs" ADD CONSTRAINT "proposal_engine_logs_ran_by_user_id_users_id_fk" FOREIGN KEY ("ran_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_numbers" ADD CONSTRAINT "proposal_numbers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_observations" ADD CONSTRAINT "proposal_observations_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_observations" ADD CONSTRAINT "proposal_observations_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_pending_analyses" ADD CONSTRAINT "proposal_pending_analyses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_pending_analyses" ADD CONSTRAINT "proposal_pending_analyses_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_timeline" ADD CONSTRAINT "proposal_timeline_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_timeline" ADD CONSTRAINT "proposal_timeline_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_policy_holder_id_policy_holders_id_fk" FOREIGN KEY ("policy_holder_id") REFERENCES "public"."policy_holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_policy_holder_branch_id_policy_holder_branches_id_fk" FOREIGN KEY ("policy_holder_branch_id") REFERENCES "public"."policy_holder_branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_insured_id_insureds_id_fk" FOREIGN KEY ("insured_id") REFERENCES "public"."insureds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_insured_location_id_party_locations_id_fk" FOREIGN KEY ("insured_location_id") REFERENCES "public"."party_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_complementary_modality_id_modalities_id_fk" FOREIGN KEY ("complementary_modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_general_condition_version_id_general_condition_versions_id_fk" FOREIGN KEY ("general_condition_version_id") REFERENCES "public"."general_condition_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_settings" ADD CONSTRAINT "underwriting_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "party_partners_owner_idx" ON "party_partners" USING btree ("company_id","owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "proposal_co_brokers_broker_idx" ON "proposal_co_brokers" USING btree ("broker_id");--> statement-breakpoint
CREATE INDEX "proposal_contractual_terms_idx" ON "proposal_contractual_terms" USING btree ("proposal_id","kind","sort_order");--> statement-breakpoint
CREATE INDEX "proposal_engine_logs_idx" ON "proposal_engine_logs" USING btree ("proposal_id","ran_at");--> statement-breakpoint
CREATE INDEX "proposal_observations_idx" ON "proposal_observations" USING btree ("proposal_id","created_at");--> statement-breakpoint
CREATE INDEX "proposal_pending_analyses_idx" ON "proposal_pending_analyses" USING btree ("company_id","resolved_at");--> statement-breakpoint
CREATE INDEX "proposal_timeline_idx" ON "proposal_timeline" USING btree ("proposal_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_company_number_key" ON "proposals" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "proposals_company_id_idx" ON "proposals" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "proposals_broker_idx" ON "proposals" USING btree ("company_id","broker_id","id");--> statement-breakpoint
CREATE INDEX "proposals_status_idx" ON "proposals" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "proposals_holder_idx" ON "proposals" USING btree ("policy_holder_id","status");--> statement-breakpoint
CREATE INDEX "proposals_insured_idx" ON "proposals" USING btree ("insured_id");--> statement-breakpoint
CREATE INDEX "proposals_deadline_idx" ON "proposals" USING btree ("company_id","legal_deadline");