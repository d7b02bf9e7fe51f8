CREATE TABLE "installment_modality_parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"installment_parameter_id" integer NOT NULL,
	"modality_id" integer NOT NULL,
	"max_installments" integer,
	"min_installment_value" numeric(18, 2),
	"possible_grace_periods_in_days" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installment_parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"max_installments" integer DEFAULT 1 NOT NULL,
	"min_installment_value" numeric(18, 2) NOT NULL,
	"possible_grace_periods_in_days" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "installment_modality_parameters" ADD CONSTRAINT "installment_modality_parameters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installment_modality_parameters" ADD CONSTRAINT "installment_modality_parameters_installment_parameter_id_installment_parameters_id_fk" FOREIGN KEY ("installment_parameter_id") REFERENCES "public"."installment_parameters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installment_modality_parameters" ADD CONSTRAINT "installment_modality_parameters_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installment_parameters" ADD CONSTRAINT "installment_parameters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "installment_modality_parameters_key" ON "installment_modality_parameters" USING btree ("installment_parameter_id","modality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "installment_parameters_code_key" ON "installment_parameters" USING btree ("company_id","code");