CREATE TABLE "archives" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"extension" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"relative_path" text NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archives_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
ALTER TABLE "archives" ADD CONSTRAINT "archives_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archives" ADD CONSTRAINT "archives_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archives_company_path_idx" ON "archives" USING btree ("company_id","relative_path");