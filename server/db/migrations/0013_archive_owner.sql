ALTER TABLE "archives" ADD COLUMN "owner_kind" text;--> statement-breakpoint
ALTER TABLE "archives" ADD COLUMN "owner_id" integer;--> statement-breakpoint
CREATE INDEX "archives_owner_idx" ON "archives" USING btree ("company_id","owner_kind","owner_id");--> statement-breakpoint
UPDATE "archives" SET "owner_kind" = 'request_document', "owner_id" = "attached"."request_document_id" FROM (SELECT "archive_id", min("request_document_id") AS "request_document_id" FROM "request_document_archives" GROUP BY "archive_id") AS "attached" WHERE "archives"."id" = "attached"."archive_id" AND "archives"."owner_kind" IS NULL;--> statement-breakpoint
UPDATE "archives" SET "owner_kind" = 'nomination_letter', "owner_id" = "letters"."id" FROM (SELECT "letter_archive_id", min("id") AS "id" FROM "policy_holder_nominations" WHERE "letter_archive_id" IS NOT NULL GROUP BY "letter_archive_id") AS "letters" WHERE "archives"."id" = "letters"."letter_archive_id" AND "archives"."owner_kind" IS NULL;
