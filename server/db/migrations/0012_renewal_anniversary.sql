CREATE TABLE "anniversary_modality_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"modality_id" integer NOT NULL,
	"is_enabled" boolean NOT NULL,
	"days_before_anniversary" integer,
	"adjustment_index" text,
	"charge_annual_premium" boolean,
	"automatic_issue" boolean,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anniversary_modality_rules_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "anniversary_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"anniversary_enabled" boolean NOT NULL,
	"days_before_anniversary" integer NOT NULL,
	"adjustment_index" text NOT NULL,
	"charge_annual_premium" boolean NOT NULL,
	"automatic_issue" boolean NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_modality_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"modality_id" integer NOT NULL,
	"automatic_renewal" boolean NOT NULL,
	"days_before_expiry" integer,
	"max_renewals" integer,
	"adjustment_index" text DEFAULT 'NENHUM' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_modality_rules_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "renewal_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"renewal_enabled" boolean NOT NULL,
	"days_before_expiry" integer NOT NULL,
	"auto_issue_when_unchanged" boolean NOT NULL,
	"recalculate_premium" boolean NOT NULL,
	"block_on_holder_restrictions" boolean NOT NULL,
	"notify_broker_days_before" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anniversary_modality_rules" ADD CONSTRAINT "anniversary_modality_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anniversary_modality_rules" ADD CONSTRAINT "anniversary_modality_rules_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anniversary_settings" ADD CONSTRAINT "anniversary_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_modality_rules" ADD CONSTRAINT "renewal_modality_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_modality_rules" ADD CONSTRAINT "renewal_modality_rules_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_settings" ADD CONSTRAINT "renewal_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "anniversary_modality_rules_modality_key" ON "anniversary_modality_rules" USING btree ("company_id","modality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "anniversary_settings_company_key" ON "anniversary_settings" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_modality_rules_modality_key" ON "renewal_modality_rules" USING btree ("company_id","modality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_settings_company_key" ON "renewal_settings" USING btree ("company_id");