-- How far the raw analytics events were pruned: the rollups of the days before stay as they are.
CREATE TABLE "analytics_pruned" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"events_before" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_pruned_one_row" CHECK ("analytics_pruned"."id" = 1)
);
