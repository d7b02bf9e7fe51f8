CREATE TABLE "bank_slips" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" integer NOT NULL,
	"installment_number" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"due_date" date NOT NULL,
	"bank_code" text NOT NULL,
	"our_number" bigint NOT NULL,
	"barcode" text NOT NULL,
	"digitable_line" text NOT NULL,
	"pix_payload" text NOT NULL,
	"status" text DEFAULT 'ABERTO' NOT NULL,
	"paid_at" date,
	"paid_amount" numeric(18, 2),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_slips_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "cnab_return_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by_user_id" integer,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cnab_return_files_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "issuance_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"agency" text NOT NULL,
	"account" text NOT NULL,
	"account_digit" text NOT NULL,
	"carteira" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"beneficiary_document" text NOT NULL,
	"beneficiary_address" text NOT NULL,
	"pix_key" text NOT NULL,
	"first_due_days" integer DEFAULT 5 NOT NULL,
	"issue_before_payment" boolean DEFAULT false NOT NULL,
	"cancellation_method" text DEFAULT 'PRO_RATA' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"proposal_id" integer NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"broker_id" integer NOT NULL,
	"policy_holder_id" integer NOT NULL,
	"insured_id" integer NOT NULL,
	"modality_id" integer NOT NULL,
	"general_condition_version_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"insured_amount_value" numeric(18, 2) NOT NULL,
	"insurance_premium" numeric(18, 2) NOT NULL,
	"risk_rate" numeric(9, 4),
	"number_of_installment" integer DEFAULT 1 NOT NULL,
	"enable_to_steppin" boolean DEFAULT false NOT NULL,
	"enable_to_monitoring" boolean DEFAULT false NOT NULL,
	"enable_to_big_risk" boolean DEFAULT false NOT NULL,
	"renewal_blocked" boolean DEFAULT false NOT NULL,
	"renewal_count" integer DEFAULT 0 NOT NULL,
	"renews_policy_id" integer,
	"renewal_proposal_id" integer,
	"renewal_notice_sent_at" timestamp with time zone,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by_user_id" integer,
	"premium_receivable" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_user_id" integer,
	"cancel_reason" text,
	"cancellation_method" text,
	"refund_value" numeric(18, 2),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "policy_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"proposal_id" integer NOT NULL,
	"kind" text NOT NULL,
	"archive_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_numbers" (
	"company_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_job_runs" (
	"job" text NOT NULL,
	"run_day" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "slip_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bank_slip_id" integer NOT NULL,
	"source" text NOT NULL,
	"cnab_return_file_id" integer,
	"line_number" integer,
	"amount" numeric(18, 2) NOT NULL,
	"paid_at" date NOT NULL,
	"justification" text,
	"settled_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_slips" ADD CONSTRAINT "bank_slips_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_slips" ADD CONSTRAINT "bank_slips_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnab_return_files" ADD CONSTRAINT "cnab_return_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cnab_return_files" ADD CONSTRAINT "cnab_return_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuance_settings" ADD CONSTRAINT "issuance_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_policy_holder_id_policy_holders_id_fk" FOREIGN KEY ("policy_holder_id") REFERENCES "public"."policy_holders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_insured_id_insureds_id_fk" FOREIGN KEY ("insured_id") REFERENCES "public"."insureds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_general_condition_version_id_general_condition_versions_id_fk" FOREIGN KEY ("general_condition_version_id") REFERENCES "public"."general_condition_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_renewal_proposal_id_proposals_id_fk" FOREIGN KEY ("renewal_proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_cancelled_by_user_id_users_id_fk" FOREIGN KEY ("cancelled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_numbers" ADD CONSTRAINT "policy_numbers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slip_settlements" ADD CONSTRAINT "slip_settlements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slip_settlements" ADD CONSTRAINT "slip_settlements_bank_slip_id_bank_slips_id_fk" FOREIGN KEY ("bank_slip_id") REFERENCES "public"."bank_slips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slip_settlements" ADD CONSTRAINT "slip_settlements_cnab_return_file_id_cnab_return_files_id_fk" FOREIGN KEY ("cnab_return_file_id") REFERENCES "public"."cnab_return_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slip_settlements" ADD CONSTRAINT "slip_settlements_settled_by_user_id_users_id_fk" FOREIGN KEY ("settled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_slips_installment_key" ON "bank_slips" USING btree ("proposal_id","installment_number");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_slips_our_number_key" ON "bank_slips" USING btree ("company_id","bank_code","our_number");--> statement-breakpoint
CREATE UNIQUE INDEX "cnab_return_files_hash_key" ON "cnab_return_files" USING btree ("company_id","sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_company_number_key" ON "policies" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_proposal_key" ON "policies" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "policies_company_id_idx" ON "policies" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "policies_broker_idx" ON "policies" USING btree ("company_id","broker_id","id");--> statement-breakpoint
CREATE INDEX "policies_status_idx" ON "policies" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "policies_holder_idx" ON "policies" USING btree ("policy_holder_id","company_id");--> statement-breakpoint
CREATE INDEX "policies_insured_idx" ON "policies" USING btree ("insured_id","company_id");--> statement-breakpoint
CREATE INDEX "policies_status_end_idx" ON "policies" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "policy_documents_proposal_idx" ON "policy_documents" USING btree ("proposal_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_numbers_key" ON "policy_numbers" USING btree ("company_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_job_runs_key" ON "scheduled_job_runs" USING btree ("job","run_day");--> statement-breakpoint
CREATE UNIQUE INDEX "slip_settlements_slip_key" ON "slip_settlements" USING btree ("bank_slip_id");