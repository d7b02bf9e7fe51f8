CREATE TABLE "functionalities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"menu_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"functionality_id" integer NOT NULL,
	"order" integer NOT NULL,
	"ref_unique_id" text
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"user_type_id" smallint NOT NULL,
	"home_menu_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"login" text NOT NULL,
	"person_id" integer NOT NULL,
	"user_type_id" smallint NOT NULL,
	"profile_id" integer NOT NULL,
	"broker_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"password_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_key" text NOT NULL,
	"name" text NOT NULL,
	"cnpj" text NOT NULL,
	"email" text,
	"zip_code" text,
	"address_name" text,
	"address_number" text,
	"complement" text,
	"neighborhood" text,
	"city" text,
	"state" text,
	"maintenance" boolean DEFAULT false NOT NULL,
	"maintenance_message" text,
	"warn_maintenance" boolean DEFAULT false NOT NULL,
	"primary_color" text DEFAULT '#0e65a5' NOT NULL,
	"figure_color" text DEFAULT '#0e65a5' NOT NULL,
	"line_color" text DEFAULT '#ff9f43' NOT NULL,
	"font_family" text DEFAULT 'Montserrat' NOT NULL,
	"font_family_url" text,
	"theme" text DEFAULT 'default' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_unique_id_unique" UNIQUE("unique_id"),
	CONSTRAINT "companies_company_key_unique" UNIQUE("company_key"),
	CONSTRAINT "companies_theme_check" CHECK ("companies"."theme" in ('default', 'semi-dark', 'dark'))
);
--> statement-breakpoint
CREATE TABLE "company_dns" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"dns" text NOT NULL,
	CONSTRAINT "company_dns_dns_unique" UNIQUE("dns")
);
--> statement-breakpoint
CREATE TABLE "change_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"changed_by_user_id" integer,
	"changed_by_name" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brokers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"cnpj" text NOT NULL,
	"susep_code" text NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brokers_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"cpf_cnpj" text NOT NULL,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "persons_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "term_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "term_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_of_use" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"version" integer NOT NULL,
	"html" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_of_use_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
ALTER TABLE "functionalities" ADD CONSTRAINT "functionalities_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_grants" ADD CONSTRAINT "profile_grants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_grants" ADD CONSTRAINT "profile_grants_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_grants" ADD CONSTRAINT "profile_grants_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_grants" ADD CONSTRAINT "profile_grants_functionality_id_functionalities_id_fk" FOREIGN KEY ("functionality_id") REFERENCES "public"."functionalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_home_menu_id_menus_id_fk" FOREIGN KEY ("home_menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_dns" ADD CONSTRAINT "company_dns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_histories" ADD CONSTRAINT "change_histories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_histories" ADD CONSTRAINT "change_histories_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brokers" ADD CONSTRAINT "brokers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_acceptances" ADD CONSTRAINT "term_acceptances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_acceptances" ADD CONSTRAINT "term_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_acceptances" ADD CONSTRAINT "term_acceptances_term_id_terms_of_use_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms_of_use"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_tags" ADD CONSTRAINT "term_tags_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_of_use" ADD CONSTRAINT "terms_of_use_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_grants_profile_functionality_key" ON "profile_grants" USING btree ("profile_id","functionality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_company_type_name_key" ON "profiles" USING btree ("company_id","user_type_id","name");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_login_key" ON "users" USING btree ("company_id",lower("login"));--> statement-breakpoint
CREATE INDEX "users_profile_idx" ON "users" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "users_broker_idx" ON "users" USING btree ("broker_id");--> statement-breakpoint
CREATE INDEX "change_histories_entity_idx" ON "change_histories" USING btree ("company_id","entity","entity_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brokers_company_cnpj_key" ON "brokers" USING btree ("company_id","cnpj");--> statement-breakpoint
CREATE UNIQUE INDEX "persons_company_document_key" ON "persons" USING btree ("company_id","cpf_cnpj");--> statement-breakpoint
CREATE UNIQUE INDEX "term_acceptances_user_term_key" ON "term_acceptances" USING btree ("user_id","term_id");--> statement-breakpoint
CREATE INDEX "term_acceptances_term_idx" ON "term_acceptances" USING btree ("term_id");--> statement-breakpoint
CREATE UNIQUE INDEX "term_tags_company_name_key" ON "term_tags" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_of_use_company_version_key" ON "terms_of_use" USING btree ("company_id","version");