CREATE TABLE "deal_deck_copies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"email" text NOT NULL,
	"deck_id" uuid NOT NULL,
	"memo_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"stamp" text NOT NULL,
	"content" "bytea",
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_shares" ADD COLUMN "deck_download" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_deck_copies" ADD CONSTRAINT "deal_deck_copies_link_id_deal_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "deal_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_deck_copies" ADD CONSTRAINT "deal_deck_copies_deck_id_pitch_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "pitch_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_deck_copies" ADD CONSTRAINT "deal_deck_copies_memo_id_deal_memos_id_fk" FOREIGN KEY ("memo_id") REFERENCES "deal_memos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_deck_copies_viewer_idx" ON "deal_deck_copies" USING btree ("link_id","email","deck_id","memo_id");