CREATE TABLE "deal_answer_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_answer_links" ADD CONSTRAINT "deal_answer_links_link_id_deal_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "deal_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_answer_links_token_idx" ON "deal_answer_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "deal_answer_links_link_idx" ON "deal_answer_links" USING btree ("link_id");