-- A GIN index gathers every match of a query before a LIMIT counts them: two common words are in
-- tens of thousands of hymns at 100,000, and search wants a page. Each index of words now begins
-- with the block of 8,192 ids a hymn is in (id_block), so that search asks it for the first block's
-- matches, and for the rest only when those do not fill a page (server/services/search.ts,
-- firstBlockFirst). btree_gin puts an integer in a GIN index; like pg_trgm it is a trusted
-- extension, which the database's owner may create. At 100,000 hymns the column and the indexes
-- take about a minute to make.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "content_search_title_idx";--> statement-breakpoint
DROP INDEX "content_search_all_idx";--> statement-breakpoint
DROP INDEX "content_search_first_line_idx";--> statement-breakpoint
ALTER TABLE "content_search" ADD COLUMN "id_block" integer GENERATED ALWAYS AS (content_id / 8192) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "content_search_title_idx" ON "content_search" USING gin ("id_block","title_vector") WHERE visible;--> statement-breakpoint
CREATE INDEX "content_search_all_idx" ON "content_search" USING gin ("id_block","all_vector") WHERE visible;--> statement-breakpoint
CREATE INDEX "content_search_first_line_idx" ON "content_search" USING gin ("id_block","first_line_vector") WHERE visible;