CREATE TABLE "scorecard_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scorecard_id" uuid NOT NULL,
	"scores" jsonb NOT NULL,
	"notes" jsonb NOT NULL,
	"red_flag" boolean NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scorecards" ADD COLUMN "independent" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "scorecard_revisions" ADD CONSTRAINT "scorecard_revisions_scorecard_id_scorecards_id_fk" FOREIGN KEY ("scorecard_id") REFERENCES "scorecards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scorecard_revisions_scorecard_idx" ON "scorecard_revisions" USING btree ("scorecard_id","submitted_at");