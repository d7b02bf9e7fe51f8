CREATE TABLE "kanban_card_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"from_step_id" integer,
	"to_step_id" integer NOT NULL,
	"user_id" integer,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kanban_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"unique_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"pipe_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"card_type" text NOT NULL,
	"reference_kind" text NOT NULL,
	"reference_id" integer NOT NULL,
	"pending_analysis_id" integer,
	"title" text NOT NULL,
	"description" text,
	"document" text,
	"priority" smallint,
	"owner_user_id" integer,
	"legal_deadline" date,
	"open_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "kanban_cards_unique_id_unique" UNIQUE("unique_id")
);
--> statement-breakpoint
CREATE TABLE "kanban_pipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"analysis_type" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kanban_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"pipe_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kanban_card_movements" ADD CONSTRAINT "kanban_card_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_card_movements" ADD CONSTRAINT "kanban_card_movements_card_id_kanban_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."kanban_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_card_movements" ADD CONSTRAINT "kanban_card_movements_from_step_id_kanban_steps_id_fk" FOREIGN KEY ("from_step_id") REFERENCES "public"."kanban_steps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_card_movements" ADD CONSTRAINT "kanban_card_movements_to_step_id_kanban_steps_id_fk" FOREIGN KEY ("to_step_id") REFERENCES "public"."kanban_steps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_card_movements" ADD CONSTRAINT "kanban_card_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_cards" ADD CONSTRAINT "kanban_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_cards" ADD CONSTRAINT "kanban_cards_pipe_id_kanban_pipes_id_fk" FOREIGN KEY ("pipe_id") REFERENCES "public"."kanban_pipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_cards" ADD CONSTRAINT "kanban_cards_step_id_kanban_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."kanban_steps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_cards" ADD CONSTRAINT "kanban_cards_pending_analysis_id_proposal_pending_analyses_id_fk" FOREIGN KEY ("pending_analysis_id") REFERENCES "public"."proposal_pending_analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_cards" ADD CONSTRAINT "kanban_cards_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_pipes" ADD CONSTRAINT "kanban_pipes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_steps" ADD CONSTRAINT "kanban_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kanban_steps" ADD CONSTRAINT "kanban_steps_pipe_id_kanban_pipes_id_fk" FOREIGN KEY ("pipe_id") REFERENCES "public"."kanban_pipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kanban_card_movements_card_idx" ON "kanban_card_movements" USING btree ("card_id","moved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kanban_cards_company_open_key" ON "kanban_cards" USING btree ("company_id","open_key");--> statement-breakpoint
CREATE INDEX "kanban_cards_step_idx" ON "kanban_cards" USING btree ("company_id","pipe_id","step_id","moved_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kanban_cards_document_idx" ON "kanban_cards" USING btree ("company_id","pipe_id","document");--> statement-breakpoint
CREATE INDEX "kanban_cards_reference_idx" ON "kanban_cards" USING btree ("company_id","reference_kind","reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kanban_pipes_company_type_key" ON "kanban_pipes" USING btree ("company_id","analysis_type");--> statement-breakpoint
CREATE UNIQUE INDEX "kanban_steps_pipe_order_key" ON "kanban_steps" USING btree ("pipe_id","sort_order");