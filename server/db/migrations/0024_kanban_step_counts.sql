CREATE TABLE "kanban_step_counts" (
	"company_id" integer NOT NULL,
	"pipe_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"cards" integer NOT NULL,
	CONSTRAINT "kanban_step_counts_company_id_pipe_id_step_id_pk" PRIMARY KEY("company_id","pipe_id","step_id")
);
--> statement-breakpoint
ALTER TABLE "kanban_step_counts" ADD CONSTRAINT "kanban_step_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_step_counts" ADD CONSTRAINT "kanban_step_counts_pipe_id_kanban_pipes_id_fk" FOREIGN KEY ("pipe_id") REFERENCES "public"."kanban_pipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_step_counts" ADD CONSTRAINT "kanban_step_counts_step_id_kanban_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."kanban_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by statement triggers with transition tables, as party_counts (0016): one counter update
-- per statement and step, so the bench's bulk insert of 50 000 cards touches each step once and a
-- move touches its two steps. Rows are written in step order, so two moves between the same
-- steps lock the counters in the same order.
CREATE FUNCTION "kanban_step_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "kanban_step_counts" ("company_id", "pipe_id", "step_id", "cards")
    SELECT "company_id", "pipe_id", "step_id", count(*) FROM "changed"
      GROUP BY "company_id", "pipe_id", "step_id" ORDER BY "step_id"
  ON CONFLICT ("company_id", "pipe_id", "step_id")
    DO UPDATE SET "cards" = "kanban_step_counts"."cards" + excluded."cards";
  RETURN NULL;
END $$;--> statement-breakpoint
-- A removal only decrements: when a pipe is deleted its steps' counters may already be gone.
CREATE FUNCTION "kanban_step_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "kanban_step_counts" SET "cards" = "kanban_step_counts"."cards" - "gone"."cards"
    FROM (SELECT "company_id", "pipe_id", "step_id", count(*) AS "cards" FROM "changed"
      GROUP BY "company_id", "pipe_id", "step_id") AS "gone"
    WHERE "kanban_step_counts"."company_id" = "gone"."company_id"
      AND "kanban_step_counts"."pipe_id" = "gone"."pipe_id"
      AND "kanban_step_counts"."step_id" = "gone"."step_id";
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update that moves no card (owner, priority, justification…) changes no counter.
CREATE FUNCTION "kanban_step_counts_shift"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "kanban_step_counts" ("company_id", "pipe_id", "step_id", "cards")
    SELECT "company_id", "pipe_id", "step_id", sum("delta") FROM (
      SELECT "company_id", "pipe_id", "step_id", 1 AS "delta" FROM "entered"
      UNION ALL
      SELECT "company_id", "pipe_id", "step_id", -1 AS "delta" FROM "left"
    ) AS "moves"
      GROUP BY "company_id", "pipe_id", "step_id" HAVING sum("delta") <> 0 ORDER BY "step_id"
  ON CONFLICT ("company_id", "pipe_id", "step_id")
    DO UPDATE SET "cards" = "kanban_step_counts"."cards" + excluded."cards";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "kanban_step_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "kanban_step_counts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "kanban_cards_counted_in" AFTER INSERT ON "kanban_cards"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "kanban_step_counts_add"();--> statement-breakpoint
CREATE TRIGGER "kanban_cards_counted_out" AFTER DELETE ON "kanban_cards"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "kanban_step_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "kanban_cards_counted_moves" AFTER UPDATE ON "kanban_cards"
  REFERENCING OLD TABLE AS "left" NEW TABLE AS "entered"
  FOR EACH STATEMENT EXECUTE FUNCTION "kanban_step_counts_shift"();--> statement-breakpoint
CREATE TRIGGER "kanban_cards_counted_clear" AFTER TRUNCATE ON "kanban_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "kanban_step_counts_clear"();--> statement-breakpoint
INSERT INTO "kanban_step_counts" ("company_id", "pipe_id", "step_id", "cards")
  SELECT "company_id", "pipe_id", "step_id", count(*) FROM "kanban_cards"
    GROUP BY "company_id", "pipe_id", "step_id";
