CREATE TABLE "rate_limit" (
	"bucket" text NOT NULL,
	"key_hash" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_bucket_key_hash_pk" PRIMARY KEY("bucket","key_hash")
);
--> statement-breakpoint
CREATE TABLE "search_word" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "search_title" text;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "search_body" text;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(search_title, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(search_body, '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "rate_limit_window_idx" ON "rate_limit" USING btree ("bucket","window_start");--> statement-breakpoint
CREATE INDEX "search_word_trgm_idx" ON "search_word" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_search_vector_idx" ON "content" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "content_search_title_trgm_idx" ON "content" USING gin ("search_title" gin_trgm_ops);