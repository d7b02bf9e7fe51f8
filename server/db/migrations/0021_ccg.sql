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
ALTER TABLE "ccg_steps" ADD CONSTRAINT "ccg_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ccg_templates" ADD CONSTRAINT "ccg_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ccg_templates" ADD CONSTRAINT "ccg_templates_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_ccgs" ADD CONSTRAINT "policy_holder_ccgs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_ccgs" ADD CONSTRAINT "policy_holder_ccgs_policy_holder_id_policy_holders_id_fk" FOREIGN KEY ("policy_holder_id") REFERENCES "public"."policy_holders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_ccgs" ADD CONSTRAINT "policy_holder_ccgs_contract_archive_id_archives_id_fk" FOREIGN KEY ("contract_archive_id") REFERENCES "public"."archives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_ccgs" ADD CONSTRAINT "policy_holder_ccgs_signed_archive_id_archives_id_fk" FOREIGN KEY ("signed_archive_id") REFERENCES "public"."archives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_ccgs" ADD CONSTRAINT "policy_holder_ccgs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ccg_steps_company_order_idx" ON "ccg_steps" USING btree ("company_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "ccg_templates_company_key" ON "ccg_templates" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "policy_holder_ccgs_holder_idx" ON "policy_holder_ccgs" USING btree ("company_id","policy_holder_id","id");