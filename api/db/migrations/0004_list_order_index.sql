DROP INDEX "applications_created_at_idx";--> statement-breakpoint
DROP INDEX "consultancy_leads_created_at_idx";--> statement-breakpoint
DROP INDEX "contacts_created_at_idx";--> statement-breakpoint
DROP INDEX "pitch_leads_created_at_idx";--> statement-breakpoint
DROP INDEX "subscribers_created_at_idx";--> statement-breakpoint
CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "consultancy_leads_created_at_idx" ON "consultancy_leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pitch_leads_created_at_idx" ON "pitch_leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at","id");