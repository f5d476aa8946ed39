ALTER TABLE "applications" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(full_name || ' ' || email || ' ' || startup_name || ' ' || industry)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "consultancy_leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || email || ' ' || startup || ' ' || stage || ' ' || location)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || email || ' ' || description || ' ' || coalesce(recipient, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "pitch_leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || email || ' ' || role || ' ' || location)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(email)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_search_idx" ON "applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultancy_leads_search_idx" ON "consultancy_leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pitch_leads_search_idx" ON "pitch_leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscribers_search_idx" ON "subscribers" USING gin ("search_text" gin_trgm_ops);