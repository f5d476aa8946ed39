-- Dropping a generated column drops its index: each is made again on the folded column.
ALTER TABLE "applications" drop column "search_text";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_text" text GENERATED ALWAYS AS (regexp_replace(translate(lower(full_name || ' ' || email || ' ' || startup_name || ' ' || industry), 'أإآٱىةـًٌٍَُِّْٰ', 'اااايه'), 'عبد +', 'عبد', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" drop column "search_text";--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (regexp_replace(translate(lower(email), 'أإآٱىةـًٌٍَُِّْٰ', 'اااايه'), 'عبد +', 'عبد', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "consultancy_leads" drop column "search_text";--> statement-breakpoint
ALTER TABLE "consultancy_leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (regexp_replace(translate(lower(name || ' ' || email || ' ' || startup || ' ' || stage || ' ' || location), 'أإآٱىةـًٌٍَُِّْٰ', 'اااايه'), 'عبد +', 'عبد', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "consultancy_requests" drop column "search_text";--> statement-breakpoint
ALTER TABLE "consultancy_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (regexp_replace(translate(lower(business_name || ' ' || email || ' ' || industry || ' ' || website || ' ' || primary_problem || ' ' || expectations), 'أإآٱىةـًٌٍَُِّْٰ', 'اااايه'), 'عبد +', 'عبد', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" drop column "search_text";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (regexp_replace(translate(lower(name || ' ' || email || ' ' || description || ' ' || coalesce(recipient, '')), 'أإآٱىةـًٌٍَُِّْٰ', 'اااايه'), 'عبد +', 'عبد', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "funding_interest" drop column "search_text";--> statement-breakpoint
ALTER TABLE "funding_interest" ADD COLUMN "search_text" text GENERATED ALWAYS AS (regexp_replace(translate(lower(name || ' ' || email || ' ' || coalesce(company, '') || ' ' || idea), 'أإآٱىةـًٌٍَُِّْٰ', 'اااايه'), 'عبد +', 'عبد', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "pitch_leads" drop column "search_text";--> statement-breakpoint
ALTER TABLE "pitch_leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (regexp_replace(translate(lower(name || ' ' || email || ' ' || role || ' ' || location), 'أإآٱىةـًٌٍَُِّْٰ', 'اااايه'), 'عبد +', 'عبد', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliated_firms" drop column "search_text";--> statement-breakpoint
ALTER TABLE "affiliated_firms" ADD COLUMN "search_text" text GENERATED ALWAYS AS (regexp_replace(translate(lower(name || ' ' || domains::text || ' ' || people::text || ' ' || notes), 'أإآٱىةـًٌٍَُِّْٰ', 'اااايه'), 'عبد +', 'عبد', 'g')) STORED NOT NULL;--> statement-breakpointCREATE INDEX "applications_search_idx" ON "applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscribers_search_idx" ON "subscribers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultancy_leads_search_idx" ON "consultancy_leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultancy_requests_search_idx" ON "consultancy_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "funding_interest_search_idx" ON "funding_interest" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pitch_leads_search_idx" ON "pitch_leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "affiliated_firms_search_idx" ON "affiliated_firms" USING gin ("search_text" gin_trgm_ops);
