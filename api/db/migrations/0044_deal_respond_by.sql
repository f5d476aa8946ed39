CREATE TABLE "deal_reminders" (
	"link_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_reminders_link_id_kind_pk" PRIMARY KEY("link_id","kind")
);
--> statement-breakpoint
ALTER TABLE "deal_shares" ADD COLUMN "respond_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deal_reminders" ADD CONSTRAINT "deal_reminders_link_id_deal_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "deal_links"("id") ON DELETE cascade ON UPDATE no action;