CREATE TABLE "sign_in_address_failures" (
	"address" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"company_id" integer NOT NULL,
	"login_key" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_failures_company_id_login_key_pk" PRIMARY KEY("company_id","login_key")
);
--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_address_failures_window_idx" ON "sign_in_address_failures" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_attempt_idx" ON "sign_in_failures" USING btree ("last_attempt_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_live_family_idx" ON "refresh_tokens" USING btree ("family_id","user_id") WHERE "refresh_tokens"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";