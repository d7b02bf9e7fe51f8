ALTER TABLE "issuance_settings" ADD COLUMN "beneficiary_code" text;--> statement-breakpoint
ALTER TABLE "issuance_settings" ADD COLUMN "updated_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "issuance_settings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "issuance_settings" ADD CONSTRAINT "issuance_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;