ALTER TABLE "company_branches" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "modality_groups" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "modality_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;