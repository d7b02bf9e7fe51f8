CREATE TABLE "branch_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"is_restricted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_holder_limit_review_observations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"review_id" integer NOT NULL,
	"text" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_holder_limit_review_observations_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "policy_holder_limit_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"policy_holder_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"current_limit_value" numeric(18, 2),
	"current_base_rate" numeric(9, 4),
	"proposed_limit_value" numeric(18, 2),
	"proposed_base_rate" numeric(9, 4),
	"proposed_by_user_id" integer,
	"justification" text,
	"requested_by_user_id" integer,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "policy_holder_limit_reviews_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "ccg_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sort_order" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"ccg_status" smallint NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ccg_steps_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "ccg_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"content" text NOT NULL,
	"updated_by_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_holder_ccgs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"policy_holder_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"contract_archive_id" integer,
	"signed_archive_id" integer,
	"guarantors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refusal_reason" text,
	"sent_to_broker_at" timestamp with time zone,
	"created_by_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_holder_ccgs_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
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
ALTER TABLE "broker_partners" ADD COLUMN "is_politically_exposed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_holders" ADD COLUMN "branch_activity_id" integer;--> statement-breakpoint
ALTER TABLE "policy_holders" ADD COLUMN "branch_activity_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kanban_cards" ADD COLUMN "justification" text;--> statement-breakpoint
ALTER TABLE "branch_activities" ADD CONSTRAINT "branch_activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_limit_review_observations" ADD CONSTRAINT "policy_holder_limit_review_observations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_limit_review_observations" ADD CONSTRAINT "policy_holder_limit_review_observations_review_id_policy_holder_limit_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."policy_holder_limit_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_limit_review_observations" ADD CONSTRAINT "policy_holder_limit_review_observations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_limit_reviews" ADD CONSTRAINT "policy_holder_limit_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_limit_reviews" ADD CONSTRAINT "policy_holder_limit_reviews_policy_holder_id_policy_holders_id_fk" FOREIGN KEY ("policy_holder_id") REFERENCES "public"."policy_holders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_limit_reviews" ADD CONSTRAINT "policy_holder_limit_reviews_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_limit_reviews" ADD CONSTRAINT "policy_holder_limit_reviews_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_limit_reviews" ADD CONSTRAINT "policy_holder_limit_reviews_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ccg_steps" ADD CONSTRAINT "ccg_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ccg_templates" ADD CONSTRAINT "ccg_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ccg_templates" ADD CONSTRAINT "ccg_templates_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_ccgs" ADD CONSTRAINT "policy_holder_ccgs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_ccgs" ADD CONSTRAINT "policy_holder_ccgs_policy_holder_id_policy_holders_id_fk" FOREIGN KEY ("policy_holder_id") REFERENCES "public"."policy_holders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_ccgs" ADD CONSTRAINT "policy_holder_ccgs_contract_archive_id_archives_id_fk" FOREIGN KEY ("contract_archive_id") REFERENCES "public"."archives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_ccgs" ADD CONSTRAINT "policy_holder_ccgs_signed_archive_id_archives_id_fk" FOREIGN KEY ("signed_archive_id") REFERENCES "public"."archives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_ccgs" ADD CONSTRAINT "policy_holder_ccgs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_approval_limits" ADD CONSTRAINT "profile_approval_limits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_approval_limits" ADD CONSTRAINT "profile_approval_limits_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_approval_limits" ADD CONSTRAINT "profile_approval_limits_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "branch_activities_company_code_key" ON "branch_activities" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "policy_holder_limit_review_observations_review_idx" ON "policy_holder_limit_review_observations" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "policy_holder_limit_reviews_holder_idx" ON "policy_holder_limit_reviews" USING btree ("company_id","policy_holder_id");--> statement-breakpoint
CREATE INDEX "ccg_steps_company_order_idx" ON "ccg_steps" USING btree ("company_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "ccg_templates_company_key" ON "ccg_templates" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "policy_holder_ccgs_holder_idx" ON "policy_holder_ccgs" USING btree ("company_id","policy_holder_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_approval_limits_profile_type_key" ON "profile_approval_limits" USING btree ("company_id","profile_id","analysis_type");--> statement-breakpoint
CREATE INDEX "profile_approval_limits_type_idx" ON "profile_approval_limits" USING btree ("company_id","analysis_type");--> statement-breakpoint
ALTER TABLE "policy_holders" ADD CONSTRAINT "policy_holders_branch_activity_id_branch_activities_id_fk" FOREIGN KEY ("branch_activity_id") REFERENCES "public"."branch_activities"("id") ON DELETE no action ON UPDATE no action;