-- Trigram indexes for the "contains" searches (issue 11). PGlite loads the extension in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "insureds_company_name_idx";--> statement-breakpoint
DROP INDEX "policy_holders_company_name_idx";--> statement-breakpoint
CREATE INDEX "insureds_name_trgm_idx" ON "insureds" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "insureds_document_trgm_idx" ON "insureds" USING gin ("cpf_cnpj" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "policy_holders_name_trgm_idx" ON "policy_holders" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "policy_holders_document_trgm_idx" ON "policy_holders" USING gin ("cpf_cnpj" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "policy_holders_economic_group_idx" ON "policy_holders" USING btree ("company_id","economic_group_holding_id");--> statement-breakpoint
CREATE INDEX "insureds_company_name_idx" ON "insureds" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "policy_holders_company_name_idx" ON "policy_holders" USING btree ("company_id","name","id");