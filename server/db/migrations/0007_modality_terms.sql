CREATE TABLE "modality_contractual_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"modality_id" integer NOT NULL,
	"term_type" integer NOT NULL,
	"value" text NOT NULL,
	"json_tag" jsonb NOT NULL,
	"json_tag_value" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modality_particular_clauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"modality_id" integer NOT NULL,
	"title" text NOT NULL,
	"value" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modality_particular_clauses_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "modality_required_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"modality_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_required" boolean DEFAULT true NOT NULL,
	"pipe_type_id" integer NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modality_required_documents_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
ALTER TABLE "modality_contractual_terms" ADD CONSTRAINT "modality_contractual_terms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modality_contractual_terms" ADD CONSTRAINT "modality_contractual_terms_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modality_particular_clauses" ADD CONSTRAINT "modality_particular_clauses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modality_particular_clauses" ADD CONSTRAINT "modality_particular_clauses_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modality_required_documents" ADD CONSTRAINT "modality_required_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modality_required_documents" ADD CONSTRAINT "modality_required_documents_modality_id_modalities_id_fk" FOREIGN KEY ("modality_id") REFERENCES "public"."modalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "modality_contractual_terms_type_key" ON "modality_contractual_terms" USING btree ("modality_id","term_type");--> statement-breakpoint
CREATE INDEX "modality_particular_clauses_modality_idx" ON "modality_particular_clauses" USING btree ("modality_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "modality_required_documents_name_key" ON "modality_required_documents" USING btree ("modality_id","name") WHERE "modality_required_documents"."is_deleted" = false;