DROP INDEX "profiles_company_type_name_key";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_company_type_name_key" ON "profiles" USING btree ("company_id","user_type_id",lower("name")) WHERE "profiles"."deleted_at" is null;