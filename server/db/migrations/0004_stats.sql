CREATE TABLE "ad_revenue" (
	"day" date PRIMARY KEY NOT NULL,
	"revenue" numeric(12, 2) NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_revenue_not_negative" CHECK ("ad_revenue"."revenue" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stats_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"content_views" integer DEFAULT 0 NOT NULL,
	"audio_plays" integer DEFAULT 0 NOT NULL,
	"sub_category_views" integer DEFAULT 0 NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"search_impressions" integer DEFAULT 0 NOT NULL,
	"search_clicks" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_day" (
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"sessions" integer NOT NULL,
	"sessions_added" integer NOT NULL,
	CONSTRAINT "visitor_day_day_visitor_hash_pk" PRIMARY KEY("day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "visitor_salt" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "analytics_event_kind_created_at_idx";--> statement-breakpoint
CREATE INDEX "analytics_event_kind_created_at_content_idx" ON "analytics_event" USING btree ("kind","created_at","content_id");