CREATE TABLE "beneficiaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"cpf_cnpj" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beneficiaries_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "broker_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"broker_id" integer NOT NULL,
	"modality_group_name" text NOT NULL,
	"commission_percentage" numeric(9, 4) NOT NULL,
	"max_commission_percentage" numeric(9, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broker_partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"broker_id" integer NOT NULL,
	"name" text NOT NULL,
	"cpf" text NOT NULL,
	"participation_percentage" numeric(9, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insureds" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"nome_social" text,
	"cpf_cnpj" text NOT NULL,
	"is_private" boolean DEFAULT true NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"block_justify" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insureds_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "party_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"zip_code" text NOT NULL,
	"address_name" text NOT NULL,
	"number" text,
	"complement" text,
	"neighborhood" text,
	"state_province_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "party_locations_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "policy_holder_branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"policy_holder_id" integer NOT NULL,
	"cnpj" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_holder_branches_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "policy_holder_nominations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"policy_holder_id" integer NOT NULL,
	"broker_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"letter_archive_id" integer,
	"requested_by_user_id" integer,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_holder_nominations_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "policy_holders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"cpf_cnpj" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"is_restrictive_blocked" boolean DEFAULT false NOT NULL,
	"ignore_ccg_signature" boolean DEFAULT false NOT NULL,
	"enable_annual_installments" boolean DEFAULT false NOT NULL,
	"email" text,
	"phone" text,
	"main_activity" text,
	"foundation_date" date,
	"annual_revenue" numeric(18, 2),
	"net_worth" numeric(18, 2),
	"economic_group_name" text,
	"economic_group_holding_id" integer,
	"risk_class" text,
	"limit_value" numeric(18, 2),
	"limit_used_value" numeric(18, 2) DEFAULT '0' NOT NULL,
	"base_rate" numeric(9, 4),
	"limits_calculated_at" timestamp with time zone,
	"sent_to_analysis_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_holders_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "request_document_archives" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_document_id" integer NOT NULL,
	"archive_id" integer NOT NULL,
	"uploaded_by_user_id" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'Pendente' NOT NULL,
	"review_note" text,
	"requested_by_user_id" integer,
	"reviewed_by_user_id" integer,
	"reviewed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by_user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_documents_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "bank_id" text;--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "bank_branch_number" text;--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "bank_branch_digit" text;--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "bank_account_digit" text;--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "bank_account_type_id" integer;--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "has_pending_compliance_validation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brokers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_commissions" ADD CONSTRAINT "broker_commissions_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_partners" ADD CONSTRAINT "broker_partners_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insureds" ADD CONSTRAINT "insureds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_locations" ADD CONSTRAINT "party_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_branches" ADD CONSTRAINT "policy_holder_branches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_branches" ADD CONSTRAINT "policy_holder_branches_policy_holder_id_policy_holders_id_fk" FOREIGN KEY ("policy_holder_id") REFERENCES "public"."policy_holders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_nominations" ADD CONSTRAINT "policy_holder_nominations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_nominations" ADD CONSTRAINT "policy_holder_nominations_policy_holder_id_policy_holders_id_fk" FOREIGN KEY ("policy_holder_id") REFERENCES "public"."policy_holders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_nominations" ADD CONSTRAINT "policy_holder_nominations_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_nominations" ADD CONSTRAINT "policy_holder_nominations_letter_archive_id_archives_id_fk" FOREIGN KEY ("letter_archive_id") REFERENCES "public"."archives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_nominations" ADD CONSTRAINT "policy_holder_nominations_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_nominations" ADD CONSTRAINT "policy_holder_nominations_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holders" ADD CONSTRAINT "policy_holders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_document_archives" ADD CONSTRAINT "request_document_archives_request_document_id_request_documents_id_fk" FOREIGN KEY ("request_document_id") REFERENCES "public"."request_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_document_archives" ADD CONSTRAINT "request_document_archives_archive_id_archives_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."archives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_document_archives" ADD CONSTRAINT "request_document_archives_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_documents" ADD CONSTRAINT "request_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_documents" ADD CONSTRAINT "request_documents_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_documents" ADD CONSTRAINT "request_documents_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_documents" ADD CONSTRAINT "request_documents_deleted_by_user_id_users_id_fk" FOREIGN KEY ("deleted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiaries_company_document_key" ON "beneficiaries" USING btree ("company_id","cpf_cnpj");--> statement-breakpoint
CREATE UNIQUE INDEX "broker_commissions_key" ON "broker_commissions" USING btree ("broker_id","modality_group_name");--> statement-breakpoint
CREATE UNIQUE INDEX "broker_partners_key" ON "broker_partners" USING btree ("broker_id","cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "insureds_company_document_key" ON "insureds" USING btree ("company_id","cpf_cnpj");--> statement-breakpoint
CREATE INDEX "insureds_company_name_idx" ON "insureds" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "party_locations_owner_idx" ON "party_locations" USING btree ("company_id","owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "party_locations_zip_idx" ON "party_locations" USING btree ("company_id","zip_code");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_holder_branches_key" ON "policy_holder_branches" USING btree ("policy_holder_id","cnpj");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_holder_nominations_key" ON "policy_holder_nominations" USING btree ("policy_holder_id","broker_id");--> statement-breakpoint
CREATE INDEX "policy_holder_nominations_broker_idx" ON "policy_holder_nominations" USING btree ("broker_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_holders_company_document_key" ON "policy_holders" USING btree ("company_id","cpf_cnpj");--> statement-breakpoint
CREATE INDEX "policy_holders_company_name_idx" ON "policy_holders" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "request_document_archives_doc_idx" ON "request_document_archives" USING btree ("request_document_id");--> statement-breakpoint
CREATE INDEX "request_documents_owner_idx" ON "request_documents" USING btree ("company_id","owner_kind","owner_id");