CREATE TABLE "party_counts" (
	"company_id" integer NOT NULL,
	"table_name" text NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "party_counts_company_id_table_name_pk" PRIMARY KEY("company_id","table_name")
);
--> statement-breakpoint
ALTER TABLE "party_counts" ADD CONSTRAINT "party_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by statement triggers with transition tables: one counter update per statement, so a
-- bulk insert of many parties touches each tenant's counter once.
CREATE FUNCTION "party_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "party_counts" ("company_id", "table_name", "total")
    SELECT "company_id", TG_TABLE_NAME, count(*) FROM "changed" GROUP BY "company_id"
  ON CONFLICT ("company_id", "table_name")
    DO UPDATE SET "total" = "party_counts"."total" + excluded."total";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "party_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "party_counts" SET "total" = "party_counts"."total" - "gone"."total"
    FROM (SELECT "company_id", count(*) AS "total" FROM "changed" GROUP BY "company_id") AS "gone"
    WHERE "party_counts"."company_id" = "gone"."company_id"
      AND "party_counts"."table_name" = TG_TABLE_NAME;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "party_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "party_counts" WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "policy_holders_counted_in" AFTER INSERT ON "policy_holders"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "party_counts_add"();--> statement-breakpoint
CREATE TRIGGER "policy_holders_counted_out" AFTER DELETE ON "policy_holders"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "party_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "policy_holders_counted_clear" AFTER TRUNCATE ON "policy_holders"
  FOR EACH STATEMENT EXECUTE FUNCTION "party_counts_clear"();--> statement-breakpoint
CREATE TRIGGER "insureds_counted_in" AFTER INSERT ON "insureds"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "party_counts_add"();--> statement-breakpoint
CREATE TRIGGER "insureds_counted_out" AFTER DELETE ON "insureds"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "party_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "insureds_counted_clear" AFTER TRUNCATE ON "insureds"
  FOR EACH STATEMENT EXECUTE FUNCTION "party_counts_clear"();--> statement-breakpoint
INSERT INTO "party_counts" ("company_id", "table_name", "total")
  SELECT "company_id", 'policy_holders', count(*) FROM "policy_holders" GROUP BY "company_id";--> statement-breakpoint
INSERT INTO "party_counts" ("company_id", "table_name", "total")
  SELECT "company_id", 'insureds', count(*) FROM "insureds" GROUP BY "company_id";
