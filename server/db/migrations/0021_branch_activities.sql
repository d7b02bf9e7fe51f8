CREATE TABLE "branch_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"is_restricted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy_holders" ADD COLUMN "branch_activity_id" integer;--> statement-breakpoint
ALTER TABLE "policy_holders" ADD COLUMN "branch_activity_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "branch_activities" ADD CONSTRAINT "branch_activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "branch_activities_company_code_key" ON "branch_activities" USING btree ("company_id","code");--> statement-breakpoint
ALTER TABLE "policy_holders" ADD CONSTRAINT "policy_holders_branch_activity_id_branch_activities_id_fk" FOREIGN KEY ("branch_activity_id") REFERENCES "public"."branch_activities"("id") ON DELETE no action ON UPDATE no action;