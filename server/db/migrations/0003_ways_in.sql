CREATE TABLE "company_acceptance_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"proposal_type" smallint NOT NULL,
	"version" integer NOT NULL,
	"html" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advisor_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"advisor_user_id" integer NOT NULL,
	"broker_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "advisor_sessions_family_id_unique" UNIQUE("family_id")
);
--> statement-breakpoint
CREATE TABLE "directory_login_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"state_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "directory_login_requests_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
ALTER TABLE "company_acceptance_terms" ADD CONSTRAINT "company_acceptance_terms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_sessions" ADD CONSTRAINT "advisor_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_sessions" ADD CONSTRAINT "advisor_sessions_advisor_user_id_users_id_fk" FOREIGN KEY ("advisor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_sessions" ADD CONSTRAINT "advisor_sessions_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_login_requests" ADD CONSTRAINT "directory_login_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_login_requests" ADD CONSTRAINT "directory_login_requests_provider_id_identity_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_acceptance_terms_version_key" ON "company_acceptance_terms" USING btree ("company_id","proposal_type","version");--> statement-breakpoint
CREATE INDEX "company_acceptance_terms_published_idx" ON "company_acceptance_terms" USING btree ("company_id","proposal_type","published_at");--> statement-breakpoint
CREATE INDEX "advisor_sessions_advisor_idx" ON "advisor_sessions" USING btree ("advisor_user_id");--> statement-breakpoint
CREATE INDEX "directory_login_requests_expires_idx" ON "directory_login_requests" USING btree ("expires_at");