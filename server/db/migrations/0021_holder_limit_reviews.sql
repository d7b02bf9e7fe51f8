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
ALTER TABLE "policy_holder_limit_review_observations" ADD CONSTRAINT "policy_holder_limit_review_observations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_limit_review_observations" ADD CONSTRAINT "policy_holder_limit_review_observations_review_id_policy_holder_limit_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."policy_holder_limit_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_limit_review_observations" ADD CONSTRAINT "policy_holder_limit_review_observations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_limit_reviews" ADD CONSTRAINT "policy_holder_limit_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_limit_reviews" ADD CONSTRAINT "policy_holder_limit_reviews_policy_holder_id_policy_holders_id_fk" FOREIGN KEY ("policy_holder_id") REFERENCES "public"."policy_holders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_limit_reviews" ADD CONSTRAINT "policy_holder_limit_reviews_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_limit_reviews" ADD CONSTRAINT "policy_holder_limit_reviews_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_holder_limit_reviews" ADD CONSTRAINT "policy_holder_limit_reviews_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_holder_limit_review_observations_review_idx" ON "policy_holder_limit_review_observations" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "policy_holder_limit_reviews_holder_idx" ON "policy_holder_limit_reviews" USING btree ("company_id","policy_holder_id");